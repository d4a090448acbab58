"use strict";
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
var __generator = (this && this.__generator) || function (thisArg, body) {
    var _ = { label: 0, sent: function() { if (t[0] & 1) throw t[1]; return t[1]; }, trys: [], ops: [] }, f, y, t, g = Object.create((typeof Iterator === "function" ? Iterator : Object).prototype);
    return g.next = verb(0), g["throw"] = verb(1), g["return"] = verb(2), typeof Symbol === "function" && (g[Symbol.iterator] = function() { return this; }), g;
    function verb(n) { return function (v) { return step([n, v]); }; }
    function step(op) {
        if (f) throw new TypeError("Generator is already executing.");
        while (g && (g = 0, op[0] && (_ = 0)), _) try {
            if (f = 1, y && (t = op[0] & 2 ? y["return"] : op[0] ? y["throw"] || ((t = y["return"]) && t.call(y), 0) : y.next) && !(t = t.call(y, op[1])).done) return t;
            if (y = 0, t) op = [op[0] & 2, t.value];
            switch (op[0]) {
                case 0: case 1: t = op; break;
                case 4: _.label++; return { value: op[1], done: false };
                case 5: _.label++; y = op[1]; op = [0]; continue;
                case 7: op = _.ops.pop(); _.trys.pop(); continue;
                default:
                    if (!(t = _.trys, t = t.length > 0 && t[t.length - 1]) && (op[0] === 6 || op[0] === 2)) { _ = 0; continue; }
                    if (op[0] === 3 && (!t || (op[1] > t[0] && op[1] < t[3]))) { _.label = op[1]; break; }
                    if (op[0] === 6 && _.label < t[1]) { _.label = t[1]; t = op; break; }
                    if (t && _.label < t[2]) { _.label = t[2]; _.ops.push(op); break; }
                    if (t[2]) _.ops.pop();
                    _.trys.pop(); continue;
            }
            op = body.call(thisArg, _);
        } catch (e) { op = [6, e]; y = 0; } finally { f = t = 0; }
        if (op[0] & 5) throw op[1]; return { value: op[0] ? op[1] : void 0, done: true };
    }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.measureApiThroughput = measureApiThroughput;
var promises_1 = require("node:fs/promises");
var node_os_1 = require("node:os");
var node_path_1 = require("node:path");
var autocannon_1 = require("autocannon");
var server_process_ts_1 = require("./server-process.ts");
var CONNECTIONS = 50;
var DURATION_S = 10;
var BUDGET_RPS = 1000;
var PATHS = ['/backend/api/menu', '/backend/api/explore-property'];
/** Requests per second on the embedded database with 50 connections, one endpoint at a time. */
function measureApiThroughput() {
    return __awaiter(this, void 0, void 0, function () {
        var dataDir, server, results, _i, PATHS_1, apiPath, run, failures;
        return __generator(this, function (_a) {
            switch (_a.label) {
                case 0: return [4 /*yield*/, (0, promises_1.mkdtemp)(node_path_1.default.join((0, node_os_1.tmpdir)(), 'scrivania-bench-rps-'))];
                case 1:
                    dataDir = _a.sent();
                    return [4 /*yield*/, (0, server_process_ts_1.startServer)({ dataDir: dataDir, port: 4402 })];
                case 2:
                    server = _a.sent();
                    _a.label = 3;
                case 3:
                    _a.trys.push([3, , 9, 12]);
                    results = [];
                    _i = 0, PATHS_1 = PATHS;
                    _a.label = 4;
                case 4:
                    if (!(_i < PATHS_1.length)) return [3 /*break*/, 8];
                    apiPath = PATHS_1[_i];
                    // A short warm-up so JIT and caches are in their steady state before measuring.
                    return [4 /*yield*/, (0, autocannon_1.default)({ url: "".concat(server.url).concat(apiPath), connections: 10, duration: 2 })];
                case 5:
                    // A short warm-up so JIT and caches are in their steady state before measuring.
                    _a.sent();
                    return [4 /*yield*/, (0, autocannon_1.default)({
                            url: "".concat(server.url).concat(apiPath),
                            connections: CONNECTIONS,
                            duration: DURATION_S,
                        })];
                case 6:
                    run = _a.sent();
                    failures = run.errors + run.timeouts + run.non2xx;
                    console.log("".concat(apiPath, ": ").concat(run.requests.average.toFixed(0), " req/s, p99 ").concat(run.latency.p99, " ms, failures ").concat(failures));
                    results.push({
                        name: "GET ".concat(apiPath, " throughput"),
                        value: run.requests.average,
                        unit: 'req/s',
                        budget: ">= ".concat(BUDGET_RPS, " req/s"),
                        ok: run.requests.average >= BUDGET_RPS && failures === 0,
                    });
                    _a.label = 7;
                case 7:
                    _i++;
                    return [3 /*break*/, 4];
                case 8: return [2 /*return*/, results];
                case 9: return [4 /*yield*/, server.stop()];
                case 10:
                    _a.sent();
                    return [4 /*yield*/, (0, promises_1.rm)(dataDir, { recursive: true, force: true })];
                case 11:
                    _a.sent();
                    return [7 /*endfinally*/];
                case 12: return [2 /*return*/];
            }
        });
    });
}
if ((0, server_process_ts_1.isMain)(import.meta.url)) {
    (0, server_process_ts_1.report)(await measureApiThroughput());
}
