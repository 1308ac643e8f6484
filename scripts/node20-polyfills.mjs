// vitest 5 targets Node 22+, while these machines run Node 20 (environment.md). Its failure
// summary calls Map.groupBy, so on Node 20 a failing test printed a TypeError instead of the
// failure. Imported by vitest.config.ts, which loads in that process; defines only what is missing.
function groupInto(items, keyOf, add) {
  let index = 0;
  for (const item of items) add(keyOf(item, index++), item);
}

if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, keyOf) => {
    const groups = new Map();
    groupInto(items, keyOf, (key, item) => (groups.has(key) ? groups.get(key).push(item) : groups.set(key, [item])));
    return groups;
  };
}

if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, keyOf) => {
    const groups = Object.create(null);
    groupInto(items, keyOf, (key, item) => (groups[key] ??= []).push(item));
    return groups;
  };
}
