"use strict";
var __assign = (this && this.__assign) || function () {
    __assign = Object.assign || function(t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
            s = arguments[i];
            for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p))
                t[p] = s[p];
        }
        return t;
    };
    return __assign.apply(this, arguments);
};
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
exports.repoRoot = void 0;
exports.startServer = startServer;
exports.median = median;
exports.report = report;
exports.isMain = isMain;
var node_child_process_1 = require("node:child_process");
var node_path_1 = require("node:path");
var node_url_1 = require("node:url");
exports.repoRoot = node_path_1.default.resolve(import.meta.dirname, '../..');
function waitForHealth(url, child, timeoutMs) {
    return __awaiter(this, void 0, void 0, function () {
        var deadline, response, _a;
        return __generator(this, function (_b) {
            switch (_b.label) {
                case 0:
                    deadline = Date.now() + timeoutMs;
                    _b.label = 1;
                case 1:
                    if (!(Date.now() < deadline)) return [3 /*break*/, 7];
                    if (child.exitCode !== null)
                        throw new Error("server exited with code ".concat(child.exitCode));
                    _b.label = 2;
                case 2:
                    _b.trys.push([2, 4, , 5]);
                    return [4 /*yield*/, fetch("".concat(url, "/backend/api/health"))];
                case 3:
                    response = _b.sent();
                    if (response.ok)
                        return [2 /*return*/];
                    return [3 /*break*/, 5];
                case 4:
                    _a = _b.sent();
                    return [3 /*break*/, 5];
                case 5: return [4 /*yield*/, new Promise(function (resolve) { return setTimeout(resolve, 20); })];
                case 6:
                    _b.sent();
                    return [3 /*break*/, 1];
                case 7: throw new Error('server did not become healthy in time');
            }
        });
    });
}
/** Starts the product exactly as `npm start` does after its build step. */
function startServer(options) {
    return __awaiter(this, void 0, void 0, function () {
        var url, started, child, startupMs;
        var _a;
        return __generator(this, function (_b) {
            switch (_b.label) {
                case 0:
                    url = "http://127.0.0.1:".concat(options.port);
                    started = performance.now();
                    child = (0, node_child_process_1.spawn)(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
                        cwd: exports.repoRoot,
                        env: __assign(__assign(__assign({}, process.env), { PORT: String(options.port), DATA_DIR: options.dataDir }), options.env),
                        stdio: ['ignore', 'ignore', 'inherit'],
                    });
                    return [4 /*yield*/, waitForHealth(url, child, (_a = options.timeoutMs) !== null && _a !== void 0 ? _a : 120000)];
                case 1:
                    _b.sent();
                    startupMs = performance.now() - started;
                    return [2 /*return*/, {
                            url: url,
                            startupMs: startupMs,
                            stop: function () {
                                return new Promise(function (resolve) {
                                    if (child.exitCode !== null)
                                        return resolve();
                                    child.once('exit', function () { return resolve(); });
                                    child.kill('SIGTERM');
                                });
                            },
                        }];
            }
        });
    });
}
function median(values) {
    var _a, _b, _c;
    var sorted = __spreadArray([], values, true).sort(function (a, b) { return a - b; });
    var middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? ((_a = sorted[middle]) !== null && _a !== void 0 ? _a : 0) : (((_b = sorted[middle - 1]) !== null && _b !== void 0 ? _b : 0) + ((_c = sorted[middle]) !== null && _c !== void 0 ? _c : 0)) / 2;
}
function report(results) {
    for (var _i = 0, results_1 = results; _i < results_1.length; _i++) {
        var r = results_1[_i];
        console.log("".concat(r.ok ? 'OK  ' : 'OVER', " ").concat(r.name, ": ").concat(r.value.toFixed(1), " ").concat(r.unit, " (budget ").concat(r.budget, ")"));
    }
}
/** True when the module is the script node was asked to run. */
function isMain(moduleUrl) {
    return process.argv[1] !== undefined && node_path_1.default.resolve(process.argv[1]) === (0, node_url_1.fileURLToPath)(moduleUrl);
}
