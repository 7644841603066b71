// The test module (build/wasm/attention-math-test.js) keeps Embind's handle
// counters, which api.post.js takes off the shipped module: the leak tests
// read Module.count_emval_handles(). Linked before api.post.js.
Module._testBuild = true;

// The bindings' tables as registered (cpp/bindings/convert.hpp): each option
// table's names, in registration order, and each result table's fields. A
// table is built once, at registration, so calls never add one
// (tests/js/binding-tables.test.mjs).
Module._bindingTables = function () {
  return {
    options: amOptionNames.map(function (table) { return Array.from(table.index.keys()); }),
    results: Object.fromEntries(amResultTables.map(function (table) { return [table.name, table.fields.slice()]; })),
  };
};
