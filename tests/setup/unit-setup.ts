import fc from "fast-check";

// Property tests are deterministic: one fixed seed for every fc.assert unless a test sets its own.
fc.configureGlobal({ seed: 424242, interruptAfterTimeLimit: undefined });
