// /developers: the examples show the address this page is served from instead of http://localhost:4000.
for (const element of document.querySelectorAll('[data-origin]')) {
  if (location.protocol === 'http:' || location.protocol === 'https:') element.textContent = location.origin;
}
