"use strict";
var __spreadArray = (this && this.__spreadArray) || function (to, from, pack) {
    if (pack || arguments.length === 2) for (var i = 0, l = from.length, ar; i < l; i++) {
        if (ar || !(i in from)) {
            if (!ar) ar = Array.prototype.slice.call(from, 0, i);
            ar[i] = from[i];
        }
    }
    return to.concat(ar || Array.prototype.slice.call(from));
};
Object.defineProperty(exports, "__esModule", { value: true });
var api_throughput_ts_1 = require("./api-throughput.ts");
var cold_start_ts_1 = require("./cold-start.ts");
var home_js_size_ts_1 = require("./home-js-size.ts");
var server_process_ts_1 = require("./server-process.ts");
/** Every budget of the product, measured on this machine; exits non-zero when one is over. */
var results = __spreadArray([await (0, cold_start_ts_1.measureColdStart)(), await (0, home_js_size_ts_1.measureHomeJs)()], (await (0, api_throughput_ts_1.measureApiThroughput)()), true);
console.log('\nBudgets:');
(0, server_process_ts_1.report)(results);
process.exitCode = results.every(function (r) { return r.ok; }) ? 0 : 1;
