"use client";

import dynamic from "next/dynamic";

// The shell's two rare states, split off: a browser downloads them only on the request that shows them.
export const FirstRun = dynamic(() => import("./first-run").then((m) => m.FirstRun));
export const BrandsLoadError = dynamic(() => import("./brands-load-error").then((m) => m.BrandsLoadError));
