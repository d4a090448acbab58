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
exports.measureColdStart = measureColdStart;
var promises_1 = require("node:fs/promises");
var node_os_1 = require("node:os");
var node_path_1 = require("node:path");
var server_process_ts_1 = require("./server-process.ts");
var RUNS = 5;
var BUDGET_MS = 5000;
/** Cold start on an existing data dir (the build is excluded): spawn to first healthy answer. */
function measureColdStart() {
    return __awaiter(this, void 0, void 0, function () {
        var dataDir, first, times, i, server, value;
        return __generator(this, function (_a) {
            switch (_a.label) {
                case 0: return [4 /*yield*/, (0, promises_1.mkdtemp)(node_path_1.default.join((0, node_os_1.tmpdir)(), 'scrivania-bench-cold-'))];
                case 1:
                    dataDir = _a.sent();
                    _a.label = 2;
                case 2:
                    _a.trys.push([2, , 10, 12]);
                    return [4 /*yield*/, (0, server_process_ts_1.startServer)({ dataDir: dataDir, port: 4401 })];
                case 3:
                    first = _a.sent();
                    console.log("first start with seeding: ".concat(first.startupMs.toFixed(0), " ms"));
                    return [4 /*yield*/, first.stop()];
                case 4:
                    _a.sent();
                    times = [];
                    i = 0;
                    _a.label = 5;
                case 5:
                    if (!(i < RUNS)) return [3 /*break*/, 9];
                    return [4 /*yield*/, (0, server_process_ts_1.startServer)({ dataDir: dataDir, port: 4401 })];
                case 6:
                    server = _a.sent();
                    times.push(server.startupMs);
                    return [4 /*yield*/, server.stop()];
                case 7:
                    _a.sent();
                    _a.label = 8;
                case 8:
                    i++;
                    return [3 /*break*/, 5];
                case 9:
                    console.log("cold starts: ".concat(times.map(function (t) { return t.toFixed(0); }).join(', '), " ms"));
                    value = (0, server_process_ts_1.median)(times);
                    return [2 /*return*/, {
                            name: 'cold start to healthy (median)',
                            value: value,
                            unit: 'ms',
                            budget: "< ".concat(BUDGET_MS, " ms"),
                            ok: value < BUDGET_MS,
                        }];
                case 10: return [4 /*yield*/, (0, promises_1.rm)(dataDir, { recursive: true, force: true })];
                case 11:
                    _a.sent();
                    return [7 /*endfinally*/];
                case 12: return [2 /*return*/];
            }
        });
    });
}
if ((0, server_process_ts_1.isMain)(import.meta.url)) {
    (0, server_process_ts_1.report)([await measureColdStart()]);
}
