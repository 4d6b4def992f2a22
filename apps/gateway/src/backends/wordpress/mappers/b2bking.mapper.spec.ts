/**
 * B2BKing's price meta → our buyer groups and tiers (issue 18), over the documented fixtures
 * (testing/fixtures/b2bking-*.json) and hand-made malformed meta: bad values are ignored with a
 * warning and list prices apply, nothing throws.
 */
import { readFileSync } from 'node:fs';
import { buyerGroupOf, groupItemRule, productFromPrice, unitPrice, withGroupPrices } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../testing/stub-backend.js';
import { type WcMetaData, wcProduct, wcVariation, wpUser } from '../upstream.schemas.js';
import {
  b2bkingBuyerGroups,
  b2bkingCustomerGroup,
  parseB2bkingPrice,
  parseB2bkingTiers,
  readB2bkingItem,
  readB2bkingProduct,
} from './b2bking.mapper.js';
import { mapCustomer } from './customer.mapper.js';
import { mapProduct } from './product.mapper.js';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../testing/fixtures/${name}`, import.meta.url), 'utf8'));

const simple = wcProduct.parse(fixture('b2bking-wc-v3-product-simple.json'));
const variable = wcProduct.parse(fixture('b2bking-wc-v3-product-variable.json'));
const variations = (fixture('b2bking-wc-v3-product-variations.json') as unknown[]).map((v) => wcVariation.parse(v));

const meta = (rows: Record<string, unknown>): WcMetaData =>
  Object.entries(rows).map(([key, value], index) => ({ id: index + 1, key, value }));
const at = { productId: '1', variationId: null };

describe('parseB2bkingPrice', () => {
  it.each([
    ['19.50', 1950],
    ['21', 2100],
    ['6.9', 690],
    [' 7.10 ', 710],
    ['5.805', 581], // more decimals: half up to the cent, as WooCommerce rounds
    ['5.8049', 580],
    [12.5, 1250],
  ])('reads %j as %i cents', (value, cents) => {
    expect(parseB2bkingPrice(value)).toEqual({ kind: 'ok', value: cents });
  });

  it.each([undefined, null, '', '  ', '0', '0.00', 0])('treats %j as no group price (B2BKing: empty)', (value) => {
    expect(parseB2bkingPrice(value)).toEqual({ kind: 'none' });
  });

  it.each([
    ['-5.00', 'negative price'],
    ['6,20', 'decimal comma (B2BKing stores a decimal point)'],
    ['€ 5', 'not a price'],
    ['1.000,50', 'not a price'],
    ['5.', 'not a price'],
    ['abc', 'not a price'],
  ])('calls %j malformed (%s)', (value, reason) => {
    expect(parseB2bkingPrice(value)).toEqual({ kind: 'malformed', reason });
  });

  it('calls an array or object value malformed', () => {
    expect(parseB2bkingPrice(['5'])).toMatchObject({ kind: 'malformed' });
    expect(parseB2bkingPrice({ price: 5 })).toMatchObject({ kind: 'malformed' });
  });
});

describe('parseB2bkingTiers', () => {
  it('reads B2BKing\'s "<qty>:<price>;" table, trailing ";" or not', () => {
    const tiers = [
      { minQuantity: 12, priceCents: 1800 },
      { minQuantity: 48, priceCents: 1650 },
    ];
    expect(parseB2bkingTiers('12:18.00;48:16.50;')).toEqual({ kind: 'ok', value: tiers });
    expect(parseB2bkingTiers('12:18;48:16.5')).toEqual({ kind: 'ok', value: tiers });
    expect(parseB2bkingTiers(' 12 : 18.00 ; 48:16.50 ;; ')).toEqual({ kind: 'ok', value: tiers });
  });

  it.each([undefined, null, '', ';', ' ; '])('reads %j as no tiers', (value) => {
    expect(parseB2bkingTiers(value)).toEqual({ kind: 'none' });
  });

  it.each([
    ['24:6,20;96:5.80;', /decimal comma/],
    ['10=5.00;20=4.00', /not <quantity>:<price>/],
    ['10:5.00,20:4.00', /not <quantity>:<price>/],
    ['10:5.00|20:4.00', /not <quantity>:<price>/],
    ['10:5.00|20', /not a price/],
    ['10:5:1;', /not <quantity>:<price>/],
    ['50:20.00;10:22.00;', /not in ascending order/],
    ['10:22.00;10:21.00;', /not in ascending order/],
    ['0:5.00;', /no whole quantity/],
    ['2.5:5.00;', /no whole quantity/],
    ['-10:5.00;', /no whole quantity/],
    ['10:-5.00;', /negative price/],
    ['10:0;', /price of 0/],
    ['10:;', /not a price/],
    ['10:abc;', /not a price/],
  ])('calls %j malformed', (value, reason) => {
    const parsed = parseB2bkingTiers(value);
    expect(parsed.kind).toBe('malformed');
    expect(parsed.kind === 'malformed' && parsed.reason).toMatch(reason);
  });
});

describe('readB2bkingItem', () => {
  it('prefers the group sale price, else the regular one; tiers alone make an item too', () => {
    const { logger, logs } = capturingLogger();
    const item = readB2bkingItem(
      meta({
        b2bking_regular_product_price_group_7: '10.00',
        b2bking_sale_product_price_group_7: '9.00',
        b2bking_regular_product_price_group_8: '11.00',
        b2bking_sale_product_price_group_8: '',
        b2bking_product_pricetiers_group_9: '5:8.00;',
        b2bking_regular_product_price_group_10: '0',
        unrelated_meta: 'x',
      }),
      at,
      logger,
    );
    expect([...item.groups.entries()]).toEqual([
      ['7', { priceCents: 900, tiers: [] }],
      ['8', { priceCents: 1100, tiers: [] }],
      ['9', { priceCents: null, tiers: [{ minQuantity: 5, priceCents: 800 }] }],
    ]);
    expect(item.listTiers).toBeNull();
    expect(logs).toEqual([]);
  });

  it('reads the first row of a key, as get_post_meta(..., true) does', () => {
    const item = readB2bkingItem(
      [
        { key: 'b2bking_regular_product_price_group_7', value: '10.00' },
        { key: 'b2bking_regular_product_price_group_7', value: '1.00' },
      ],
      at,
      capturingLogger().logger,
    );
    expect(item.groups.get('7')).toEqual({ priceCents: 1000, tiers: [] });
  });

  it('ignores each malformed value with a warning naming the product, the key and why; the rest still applies', () => {
    const { logger, logs } = capturingLogger();
    const item = readB2bkingItem(
      meta({
        b2bking_product_pricetiers_group_b2c: '50:20.00;10:22.00;',
        b2bking_regular_product_price_group_7: '-3',
        b2bking_product_pricetiers_group_7: '12:18.00;',
        b2bking_regular_product_price_group_8: '6,90',
        b2bking_product_pricetiers_group_8: '24:6,20;',
      }),
      { productId: '860', variationId: '862' },
      logger,
    );
    expect(item.listTiers).toBeNull();
    // group 7 keeps its valid tiers without a price; group 8 has nothing valid left: no item
    expect([...item.groups.entries()]).toEqual([
      ['7', { priceCents: null, tiers: [{ minQuantity: 12, priceCents: 1800 }] }],
    ]);
    expect(logs.map((log) => [log.level, log.fields.key, log.fields.reason])).toEqual([
      ['warn', 'b2bking_product_pricetiers_group_b2c', 'breaks are not in ascending order of quantity (50 then 10)'],
      ['warn', 'b2bking_regular_product_price_group_7', 'negative price'],
      ['warn', 'b2bking_regular_product_price_group_8', 'decimal comma (B2BKing stores a decimal point)'],
      ['warn', 'b2bking_product_pricetiers_group_8', expect.stringMatching(/decimal comma/)],
    ]);
    expect(logs[0]).toMatchObject({
      message: 'wholesale price meta ignored (malformed); list prices apply',
      fields: { upstream: 'wordpress', plugin: 'b2bking', productId: '860', variationId: '862' },
    });
  });

  it('never throws on odd meta rows', () => {
    const odd = [
      { key: 'b2bking_product_pricetiers_group_b2c', value: { a: 1 } },
      { key: 'b2bking_regular_product_price_group_abc', value: '5' },
      { key: 'b2bking_regular_product_price_group_0', value: '5' },
      { key: 'b2bking_sale_product_price_group_3', value: [] },
    ];
    const { logger, logs } = capturingLogger();
    expect(readB2bkingItem(odd, at, logger)).toEqual({ listTiers: null, groups: new Map() });
    expect(logs).toHaveLength(2);
  });
});

describe('the B2BKing fixtures as products and buyer groups', () => {
  it('gives a simple product its list tiers and its groups their prices and tiers', () => {
    const { logger, logs } = capturingLogger();
    const wholesale = readB2bkingProduct(simple, [], logger);
    const record = mapProduct(simple, [], wholesale);
    expect(record).toMatchObject({
      id: '850',
      name: 'CBD Oil 10% – 10ml',
      priceCents: 2400,
      priceTiers: [
        { minQuantity: 10, priceCents: 2200 },
        { minQuantity: 50, priceCents: 2000 },
      ],
    });
    expect(b2bkingBuyerGroups([wholesale])).toEqual([
      {
        id: '1201',
        name: 'B2BKing group 1201',
        percentOffBasisPoints: 0,
        isDefault: false,
        items: [
          {
            productId: '850',
            variationId: null,
            priceCents: 1950,
            tiers: [
              { minQuantity: 12, priceCents: 1800 },
              { minQuantity: 48, priceCents: 1650 },
            ],
          },
        ],
      },
      {
        id: '1202',
        name: 'B2BKing group 1202',
        percentOffBasisPoints: 0,
        isDefault: false,
        items: [{ productId: '850', variationId: null, priceCents: 2100, tiers: [] }],
      },
    ]);
    expect(logs).toEqual([]);
  });

  it('prices a variable product per variation and skips the malformed Berry tiers with a warning', () => {
    const { logger, logs } = capturingLogger();
    const wholesale = readB2bkingProduct(variable, variations, logger);
    const record = mapProduct(variable, variations, wholesale);
    expect(record.priceTiers).toBeUndefined();
    expect(record.variations.map((v) => [v.id, v.priceCents, v.priceTiers])).toEqual([
      ['861', 800, [{ minQuantity: 20, priceCents: 750 }]],
      ['862', 850, undefined],
    ]);
    const [group] = b2bkingBuyerGroups([wholesale]);
    expect(group?.items).toEqual([
      {
        productId: '860',
        variationId: '861',
        priceCents: 690,
        tiers: [
          { minQuantity: 24, priceCents: 620 },
          { minQuantity: 96, priceCents: 580 },
        ],
      },
      { productId: '860', variationId: '862', priceCents: 710, tiers: [] },
    ]);
    expect(logs).toEqual([
      expect.objectContaining({
        level: 'warn',
        fields: expect.objectContaining({
          productId: '860',
          variationId: '862',
          key: 'b2bking_product_pricetiers_group_1201',
        }),
      }),
    ]);
  });

  it('feeds the domain pricing entry point: group tiers for the group, list tiers for everyone else', () => {
    const logger = capturingLogger().logger;
    const wholesale = [readB2bkingProduct(simple, [], logger), readB2bkingProduct(variable, variations, logger)];
    const oil = mapProduct(simple, [], wholesale[0]);
    const cartridge = mapProduct(variable, variations, wholesale[1]);
    const groups = b2bkingBuyerGroups(wholesale);
    const distributor = buyerGroupOf(groups, '1201');
    const retail = buyerGroupOf(groups, null); // no default group: list prices
    expect(retail).toBeNull();

    const oilPrice = (quantity: number, group = distributor) =>
      unitPrice(oil.priceCents, oil.priceTiers, quantity, groupItemRule(group, '850')).unitPriceCents;
    expect([oilPrice(1), oilPrice(12), oilPrice(48)]).toEqual([1950, 1800, 1650]);
    expect([oilPrice(1, retail), oilPrice(10, retail), oilPrice(50, retail)]).toEqual([2400, 2200, 2000]);
    // group 1202: its own price, no tiers of its own → the list tiers where cheaper (20.00 from 50)
    const wholesaler = buyerGroupOf(groups, '1202');
    expect([oilPrice(1, wholesaler), oilPrice(10, wholesaler), oilPrice(50, wholesaler)]).toEqual([2100, 2100, 2000]);

    // the Berry variation: its group price, list tiers (none) as its group tiers were malformed
    const berry = cartridge.variations.find((v) => v.id === '862')!;
    expect(unitPrice(berry.priceCents, berry.priceTiers, 96, groupItemRule(distributor, '860', '862'))).toMatchObject({
      unitPriceCents: 710,
      tier: null,
    });
    // catalogue: the group's price and from-price
    expect(withGroupPrices(oil, distributor).priceCents).toBe(1950);
    expect(productFromPrice(oil, distributor)).toBe(1650);
    expect(productFromPrice(cartridge, distributor)).toBe(580);
    expect(productFromPrice(cartridge, retail)).toBe(750);
  });

  it('leaves a product without B2BKing meta as it was', () => {
    const plain = wcProduct.parse(fixture('wc-v3-product-simple.json'));
    const wholesale = readB2bkingProduct(plain, [], capturingLogger().logger);
    expect(mapProduct(plain, [], wholesale)).toEqual(mapProduct(plain, []));
    expect(mapProduct(plain, []).priceTiers).toBeUndefined();
    expect(b2bkingBuyerGroups([wholesale])).toEqual([]);
  });
});

describe('the buyer group of a customer (user meta)', () => {
  it('is b2bking_customergroup of a B2B user (the fixture distributor)', () => {
    const { logger, logs } = capturingLogger();
    const customer = mapCustomer(wpUser.parse(fixture('b2bking-wp-v2-users-me.json')), logger);
    expect(customer).toMatchObject({ id: '27', email: 'bram@peeters-distributie.example', groupId: '1201' });
    expect(logs).toEqual([]);
  });

  it('is none for a B2C user, or without B2BKing meta (the record has no groupId)', () => {
    const { logger, logs } = capturingLogger();
    expect(b2bkingCustomerGroup({ b2bking_customergroup: '1201', b2bking_b2buser: 'no' }, '5', logger)).toBeNull();
    expect(b2bkingCustomerGroup({ b2bking_customergroup: 'b2cuser' }, '5', logger)).toBeNull();
    const plain = mapCustomer(wpUser.parse({ id: 5, name: 'Ann', email: 'a@example.com', meta: {} }), logger);
    expect(plain).not.toHaveProperty('groupId');
    expect(logs).toEqual([]);
  });

  it('reads one-element arrays (meta not registered as single) like strings', () => {
    const user = wpUser.parse({
      id: 6,
      name: 'Ben',
      email: 'b@example.com',
      meta: { b2bking_customergroup: ['1202'], b2bking_b2buser: ['yes'] },
    });
    expect(mapCustomer(user).groupId).toBe('1202');
  });

  it.each([
    [{ b2bking_b2buser: 'yes' }, 'missing (is the meta registered with show_in_rest?)'],
    [{ b2bking_b2buser: 'yes', b2bking_customergroup: 'distributors' }, 'not a group id'],
    [{ b2bking_b2buser: 'yes', b2bking_customergroup: '-3' }, 'not a group id'],
    [{ b2bking_b2buser: 'yes', b2bking_customergroup: '0' }, 'not a group id'],
  ])('is none, with a warning, for a B2B user with %j', (userMeta, reason) => {
    const { logger, logs } = capturingLogger();
    expect(b2bkingCustomerGroup(userMeta, '9', logger)).toBeNull();
    expect(logs).toEqual([
      {
        level: 'warn',
        message: 'wholesale buyer group ignored; list prices apply',
        fields: { upstream: 'wordpress', plugin: 'b2bking', userId: '9', key: 'b2bking_customergroup', reason },
      },
    ]);
  });
});
