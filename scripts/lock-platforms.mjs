import fs from "node:fs";
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const pk = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(pk)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key ? key + "/node_modules/" + name : "node_modules/" + name;
    const top = "node_modules/" + name;
    if (pk[base] || pk[top]) continue;
    const m = name.split("/").pop();
    const os = ["android","darwin","freebsd","linux","win32","openharmony"].find(o => m.includes("-"+o+"-"));
    const cpuMatch = m.match(/-(arm64|x64|arm|ia32|loong64|ppc64|riscv64|s390x|wasm32)(-|$)/);
    const e = { version: range.replace(/^[\^~]/, ""), dev: entry.dev || undefined, optional: true };
    if (os) e.os = [os];
    if (cpuMatch) e.cpu = [cpuMatch[1]];
    if (/-musl/.test(m)) e.libc = ["musl"]; else if (/-gnu/.test(m) && os === "linux") e.libc = ["glibc"];
    if (!e.os && !e.cpu) { console.error("cannot place", name); continue; }
    pk[top] = e; added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(pk).sort(([a],[b]) => a === "" ? -1 : b === "" ? 1 : a.localeCompare(b)));
fs.writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log("added", added);
