// time: start node on the bundle (no permission), import only
const t0 = performance.now();
await import(process.argv[2]);
console.log('import', Math.round(performance.now() - t0), 'ms; since start', Math.round(performance.now()));
process.exit(0);
