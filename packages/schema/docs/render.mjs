// Renders the public SDL as one static HTML page (the API reference at /developers): a sidebar of
// the guide, Queries, Mutations, Types, Inputs, Enums and Scalars; an anchor per type, field,
// argument, enum value and input field (`#Product`, `#Product.price`, `#Query.products.page`);
// signatures with linked types and defaults; deprecations. Built from the SDL alone (no
// introspection), deterministic (same SDL, same bytes), every text escaped.
import {
  astFromValue,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isNonNullType,
  isListType,
  isObjectType,
  isScalarType,
  isUnionType,
  print,
} from 'graphql';
import { GUIDE_SECTIONS, renderGuide } from './guide.mjs';
import { esc } from './html.mjs';

const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The named types of the page, grouped as the sidebar shows them. */
function groups(schema) {
  const roots = new Set([schema.getQueryType(), schema.getMutationType()].filter(Boolean).map((t) => t.name));
  const types = Object.values(schema.getTypeMap())
    .filter((type) => !isIntrospectionType(type) && !roots.has(type.name))
    .sort(byName);
  return {
    types: types.filter((t) => isObjectType(t) || isInterfaceType(t) || isUnionType(t)),
    inputs: types.filter(isInputObjectType),
    enums: types.filter(isEnumType),
    scalars: types.filter(isScalarType),
  };
}

/** Every place a named type is used (fields returning it, arguments and input fields of it), as coordinates. */
function usages(schema) {
  const uses = new Map();
  const add = (type, coordinate) => {
    const name = getNamedType(type).name;
    if (!uses.has(name)) uses.set(name, []);
    uses.get(name).push(coordinate);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type)) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        add(field.type, `${type.name}.${field.name}`);
        for (const arg of field.args) add(arg.type, `${type.name}.${field.name}.${arg.name}`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) add(field.type, `${type.name}.${field.name}`);
    }
  }
  for (const list of uses.values()) list.sort();
  return uses;
}

/** The anchor ids of every element on the page: the targets a `code` span in a description may link to. */
function anchors(schema) {
  const ids = new Set();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type)) continue;
    ids.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        ids.add(`${type.name}.${field.name}`);
        for (const arg of field.args) ids.add(`${type.name}.${field.name}.${arg.name}`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) ids.add(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) ids.add(`${type.name}.${value.name}`);
    }
  }
  return ids;
}

/** A type reference with its named type linked: `[Product!]!`. */
function typeRef(type) {
  if (isNonNullType(type)) return `${typeRef(type.ofType)}!`;
  if (isListType(type)) return `[${typeRef(type.ofType)}]`;
  return `<a href="#${esc(type.name)}">${esc(type.name)}</a>`;
}

function defaultOf(arg) {
  if (arg.defaultValue === undefined) return '';
  const ast = astFromValue(arg.defaultValue, arg.type);
  return ast ? print(ast) : '';
}

/**
 * A description as paragraphs: blank lines separate them, other line breaks are spaces; text in
 * backticks is code, linked when it names an element of the page (`Product.id`, `Category.slug`, ...).
 */
function prose(description, ids) {
  if (!description || description.trim() === '') return '';
  return description
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const parts = paragraph.replace(/\s*\n\s*/g, ' ').split(/`([^`]+)`/);
      const html = parts
        .map((part, i) => {
          if (i % 2 === 0) return esc(part);
          const target = part.replace(/\(.*$/, '');
          const code = `<code>${esc(part)}</code>`;
          return ids.has(target) ? `<a href="#${esc(target)}">${code}</a>` : code;
        })
        .join('');
      return `<p>${html}</p>`;
    })
    .join('\n');
}

function deprecation(reason, ids) {
  if (reason == null) return '';
  return `<div class="deprecated"><strong>Deprecated.</strong> ${prose(reason, ids).replace(/^<p>|<\/p>$/g, '')}</div>`;
}

function deprecatedTag(reason) {
  return reason == null ? '' : ' <span class="tag tag-deprecated">deprecated</span>';
}

function argumentList(owner, field, ids) {
  if (field.args.length === 0) return '';
  const items = field.args
    .map((arg) => {
      const id = `${owner}.${field.name}.${arg.name}`;
      const def = defaultOf(arg);
      return `<div class="member" id="${esc(id)}">
<dt><a class="name" href="#${esc(id)}">${esc(arg.name)}</a>: <span class="type">${typeRef(arg.type)}</span>${
        def ? ` <span class="default">= ${esc(def)}</span>` : ''
      }${deprecatedTag(arg.deprecationReason)}</dt>
<dd>${prose(arg.description, ids)}${deprecation(arg.deprecationReason, ids)}</dd>
</div>`;
    })
    .join('\n');
  return `<h5>Arguments</h5>\n<dl class="members args">\n${items}\n</dl>`;
}

function signature(field) {
  const args = field.args.map((arg) => {
    const def = defaultOf(arg);
    return `${esc(arg.name)}: ${typeRef(arg.type)}${def ? ` = ${esc(def)}` : ''}`;
  });
  const inner = args.length === 0 ? '' : args.length <= 1 ? `(${args[0]})` : `(\n  ${args.join('\n  ')}\n)`;
  return `<pre class="signature" tabindex="0"><code>${esc(field.name)}${inner}: ${typeRef(field.type)}</code></pre>`;
}

/** A query or mutation as its own entry: signature, description, arguments, what it returns. */
function operation(root, field, ids) {
  const id = `${root.name}.${field.name}`;
  const kind = root.name === 'Mutation' ? 'mutation' : 'query';
  return `<article class="entry" id="${esc(id)}" aria-labelledby="${esc(id)}-title">
<h3 id="${esc(id)}-title"><a class="anchor" href="#${esc(id)}">${esc(field.name)}</a> <span class="tag">${kind}</span>${deprecatedTag(
    field.deprecationReason,
  )}</h3>
${signature(field)}
${deprecation(field.deprecationReason, ids)}
${prose(field.description, ids)}
${argumentList(root.name, field, ids)}
<p class="returns">Returns <span class="type">${typeRef(field.type)}</span></p>
</article>`;
}

function usedBy(type, uses) {
  const list = (uses.get(type.name) ?? []).map((c) => {
    const [owner, field] = c.split('.');
    const target = owner === 'Query' || owner === 'Mutation' ? `${owner}.${field}` : c;
    return `<a href="#${esc(target)}"><code>${esc(c)}</code></a>`;
  });
  return list.length === 0 ? '' : `<p class="used-by">Used by ${list.join(', ')}</p>`;
}

function kindOf(type) {
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isScalarType(type)) return 'scalar';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  return 'type';
}

/** A named type: description, then its fields, input fields, enum values or union members. */
function namedType(type, ids, uses) {
  let body = '';
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    const input = isInputObjectType(type);
    const items = Object.values(type.getFields())
      .map((field) => {
        const id = `${type.name}.${field.name}`;
        const def = input ? defaultOf(field) : '';
        const args = input ? '' : argumentList(type.name, field, ids);
        return `<div class="member" id="${esc(id)}">
<dt><a class="name" href="#${esc(id)}">${esc(field.name)}</a>: <span class="type">${typeRef(field.type)}</span>${
          def ? ` <span class="default">= ${esc(def)}</span>` : ''
        }${deprecatedTag(field.deprecationReason)}</dt>
<dd>${prose(field.description, ids)}${deprecation(field.deprecationReason, ids)}${args}</dd>
</div>`;
      })
      .join('\n');
    body = `<h4>${input ? 'Input fields' : 'Fields'}</h4>\n<dl class="members">\n${items}\n</dl>`;
    if (!input && type.getInterfaces().length > 0) {
      body = `<p>Implements ${type
        .getInterfaces()
        .map((i) => typeRef(i))
        .join(', ')}</p>\n${body}`;
    }
  } else if (isEnumType(type)) {
    const items = type
      .getValues()
      .map((value) => {
        const id = `${type.name}.${value.name}`;
        return `<div class="member" id="${esc(id)}">
<dt><a class="name" href="#${esc(id)}">${esc(value.name)}</a>${deprecatedTag(value.deprecationReason)}</dt>
<dd>${prose(value.description, ids)}${deprecation(value.deprecationReason, ids)}</dd>
</div>`;
      })
      .join('\n');
    body = `<h4>Values</h4>\n<dl class="members">\n${items}\n</dl>`;
  } else if (isUnionType(type)) {
    body = `<p>One of ${type
      .getTypes()
      .map((t) => typeRef(t))
      .join(', ')}</p>`;
  }
  return `<article class="entry" id="${esc(type.name)}" aria-labelledby="${esc(type.name)}-title">
<h3 id="${esc(type.name)}-title"><a class="anchor" href="#${esc(type.name)}">${esc(type.name)}</a> <span class="tag">${kindOf(type)}</span></h3>
${prose(type.description, ids)}
${body}
${usedBy(type, uses)}
</article>`;
}

function navList(title, id, links) {
  if (links.length === 0) return '';
  const items = links
    .map(
      ([href, label, deprecated]) =>
        `<li><a href="#${esc(href)}"${deprecated ? ' class="is-deprecated"' : ''}>${esc(label)}</a></li>`,
    )
    .join('');
  return `<p class="nav-title"><a href="#${esc(id)}">${esc(title)}</a></p><ul>${items}</ul>`;
}

/**
 * The whole page. `assets` names the stylesheet and script URLs (content-hashed by the build).
 */
export function renderReference(sdl, { stylesheet, script }) {
  const schema = buildSchema(sdl);
  const ids = anchors(schema);
  const uses = usages(schema);
  const { types, inputs, enums, scalars } = groups(schema);
  const roots = [schema.getQueryType(), schema.getMutationType()].filter(Boolean);
  const rootFields = (root) => Object.values(root.getFields());

  const navHtml = [
    navList(
      'Guide',
      'getting-started',
      GUIDE_SECTIONS.map(([id, label]) => [id, label]),
    ),
    ...roots.map((root) =>
      navList(
        root.name === 'Query' ? 'Queries' : 'Mutations',
        root.name === 'Query' ? 'queries' : 'mutations',
        rootFields(root).map((f) => [`${root.name}.${f.name}`, f.name, f.deprecationReason != null]),
      ),
    ),
    navList(
      'Types',
      'types',
      types.map((t) => [t.name, t.name]),
    ),
    navList(
      'Inputs',
      'inputs',
      inputs.map((t) => [t.name, t.name]),
    ),
    navList(
      'Enums',
      'enums',
      enums.map((t) => [t.name, t.name]),
    ),
    navList(
      'Scalars',
      'scalars',
      scalars.map((t) => [t.name, t.name]),
    ),
  ].join('\n');

  const section = (id, title, intro, entries, root) =>
    entries.length === 0
      ? ''
      : `<section class="reference" id="${id}" aria-labelledby="${id}-title">
<h2 id="${id}-title">${esc(title)}</h2>
<p class="section-intro">${intro}</p>
${root ? `<div class="root-type" id="${esc(root.name)}">${prose(root.description, ids)}</div>` : ''}
${entries.join('\n')}
</section>`;

  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  const main = [
    renderGuide(),
    query
      ? section(
          'queries',
          'Queries',
          'Reading data: send as <code>query { ... }</code>.',
          rootFields(query).map((f) => operation(query, f, ids)),
          query,
        )
      : '',
    mutation
      ? section(
          'mutations',
          'Mutations',
          'Changing data: send as <code>mutation { ... }</code>; expected failures come back in <code>userErrors</code>.',
          rootFields(mutation).map((f) => operation(mutation, f, ids)),
          mutation,
        )
      : '',
    section(
      'types',
      'Types',
      'What queries and mutations return.',
      types.map((t) => namedType(t, ids, uses)),
    ),
    section(
      'inputs',
      'Inputs',
      'What mutations and queries take as arguments.',
      inputs.map((t) => namedType(t, ids, uses)),
    ),
    section(
      'enums',
      'Enums',
      'Fixed sets of values.',
      enums.map((t) => namedType(t, ids, uses)),
    ),
    section(
      'scalars',
      'Scalars',
      'Leaf values.',
      scalars.map((t) => namedType(t, ids, uses)),
    ),
  ].join('\n');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Developers: GraphQL API reference</title>
<meta name="description" content="The shop's GraphQL API for integrations: getting started, every query, mutation and type.">
<link rel="stylesheet" href="${esc(stylesheet)}">
<script src="${esc(script)}" defer></script>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="topbar">
<a class="back" href="/">← Back to the shop</a>
<span class="title">Developers</span>
<a class="download" href="/graphql/schema.graphql">schema.graphql</a>
</header>
<div class="layout">
<nav class="sidebar" aria-label="API reference">
${navHtml}
</nav>
<main id="main" tabindex="-1">
<h1>GraphQL API</h1>
<details class="toc-mobile">
<summary>Contents</summary>
<nav aria-label="API reference contents">
${navHtml}
</nav>
</details>
${main}
</main>
</div>
</body>
</html>
`;
}
