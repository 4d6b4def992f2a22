import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Customer, TradeLicence } from '../graphql/generated/resolvers.js';
import { LicenceService, OWN_LICENCE_PATH } from './licence.service.js';

/** Customer.licence: the buyer's trade licence, read when asked for */
@Resolver('Customer')
export class CustomerLicenceResolver {
  constructor(private readonly licences: LicenceService) {}

  @ResolveField('licence')
  async licence(@Parent() customer: Customer): Promise<TradeLicence | null> {
    const view = await this.licences.describe(customer.id);
    return view ? { ...view, url: OWN_LICENCE_PATH } : null;
  }
}
