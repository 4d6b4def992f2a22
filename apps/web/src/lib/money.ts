import { formatEur, toCents } from '@shop/domain';

/** A Decimal money amount from the API ("12.50") as euro text with 2 decimals, e.g. "€12.50". */
export function formatMoney(money: { amount: string } | null | undefined): string | null {
  if (!money) return null;
  return formatEur(toCents(money.amount));
}

export function moneyCents(money: { amount: string } | null | undefined): number | null {
  return money ? toCents(money.amount) : null;
}
