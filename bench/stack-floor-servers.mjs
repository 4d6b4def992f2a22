// The servers bench/stack-floor.mjs measures, one per process: `node bench/stack-floor-servers.mjs <kind>`
// prints "listening <port>" once ready. Each answers POST /graphql `{ me { id } }` with a constant, so
// what is measured is the stack alone: no store, no authentication, no security headers, no logging
// (the machine's limit, node:http with fixed bytes, is bench/bare-server.mjs).
//   apollo: Express 5 + Apollo Server 5 (the gateway's versions), a constant resolver
//   nest:   NestJS + @nestjs/apollo on Express, schema first, the same resolver (the gateway's framework)
import 'reflect-metadata';

const SDL = 'type Me { id: ID! } type Query { me: Me }';
const kind = process.argv[2];
const listening = (port) => console.log(`listening ${port}`);

if (kind === 'apollo') {
  const { default: express } = await import('express');
  const { ApolloServer } = await import('@apollo/server');
  const { expressMiddleware } = await import('@as-integrations/express5');
  const apollo = new ApolloServer({ typeDefs: SDL, resolvers: { Query: { me: () => ({ id: '1' }) } } });
  await apollo.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(apollo));
  const server = app.listen(0, '127.0.0.1', () => listening(server.address().port));
} else if (kind === 'nest') {
  const { Module } = await import('@nestjs/common');
  const { NestFactory } = await import('@nestjs/core');
  const { GraphQLModule, Query, Resolver } = await import('@nestjs/graphql');
  const { ApolloDriver } = await import('@nestjs/apollo');
  // decorators applied by hand: this file is plain JavaScript
  class MeResolver {
    me() {
      return { id: '1' };
    }
  }
  Query('me')(MeResolver.prototype, 'me', Object.getOwnPropertyDescriptor(MeResolver.prototype, 'me'));
  Resolver('Query')(MeResolver);
  class AppModule {}
  Module({
    imports: [GraphQLModule.forRoot({ driver: ApolloDriver, typeDefs: SDL, playground: false })],
    providers: [MeResolver],
  })(AppModule);
  const app = await NestFactory.create(AppModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  listening(app.getHttpServer().address().port);
} else {
  throw new Error(`kind: apollo | nest, not ${kind}`);
}
