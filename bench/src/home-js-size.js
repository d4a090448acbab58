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
exports.measureHomeJs = measureHomeJs;
var promises_1 = require("node:fs/promises");
var node_os_1 = require("node:os");
var node_path_1 = require("node:path");
var node_zlib_1 = require("node:zlib");
var test_1 = require("@playwright/test");
var server_process_ts_1 = require("./server-process.ts");
var BUDGET_KB = 120;
var webDist = node_path_1.default.join(server_process_ts_1.repoRoot, 'apps/web/dist');
/**
 * JavaScript the home page loads before its first contentful paint, counted as the gzip size of
 * each script file (what a gzip-only client downloads), from the built app.
 */
function measureHomeJs() {
    return __awaiter(this, void 0, void 0, function () {
        var dataDir, server, browser, page, scripts, entry, files, total, _i, files_1, file, size, _a, value;
        var _b;
        return __generator(this, function (_c) {
            switch (_c.label) {
                case 0: return [4 /*yield*/, (0, promises_1.mkdtemp)(node_path_1.default.join((0, node_os_1.tmpdir)(), 'scrivania-bench-js-'))];
                case 1:
                    dataDir = _c.sent();
                    return [4 /*yield*/, (0, server_process_ts_1.startServer)({ dataDir: dataDir, port: 4403 })];
                case 2:
                    server = _c.sent();
                    return [4 /*yield*/, test_1.chromium.launch({
                            executablePath: (_b = process.env.CHROME_PATH) !== null && _b !== void 0 ? _b : '/usr/bin/chromium',
                            args: [
                                '--no-sandbox',
                                '--disable-gpu',
                                '--disable-quic',
                                '--no-first-run',
                                '--disable-background-networking',
                                '--disable-component-update',
                                '--disable-sync',
                            ],
                        })];
                case 3:
                    browser = _c.sent();
                    _c.label = 4;
                case 4:
                    _c.trys.push([4, , 13, 17]);
                    return [4 /*yield*/, browser.newPage({ viewport: { width: 1280, height: 800 } })];
                case 5:
                    page = _c.sent();
                    return [4 /*yield*/, page.goto(server.url, { waitUntil: 'networkidle' })];
                case 6:
                    _c.sent();
                    return [4 /*yield*/, page.evaluate(function () {
                            var _a, _b;
                            var fcp = (_b = (_a = performance.getEntriesByName('first-contentful-paint')[0]) === null || _a === void 0 ? void 0 : _a.startTime) !== null && _b !== void 0 ? _b : Number.POSITIVE_INFINITY;
                            return performance.getEntriesByType('resource')
                                .filter(function (entry) { return new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= fcp; })
                                .map(function (entry) { return new URL(entry.name).pathname; });
                        })];
                case 7:
                    scripts = _c.sent();
                    return [4 /*yield*/, page.evaluate(function () {
                            return __spreadArray([], document.querySelectorAll('script[src]'), true).map(function (s) { return new URL(s.src).pathname; });
                        })];
                case 8:
                    entry = _c.sent();
                    files = __spreadArray([], new Set(__spreadArray(__spreadArray([], entry, true), scripts, true)), true);
                    total = 0;
                    _i = 0, files_1 = files;
                    _c.label = 9;
                case 9:
                    if (!(_i < files_1.length)) return [3 /*break*/, 12];
                    file = files_1[_i];
                    _a = node_zlib_1.gzipSync;
                    return [4 /*yield*/, (0, promises_1.readFile)(node_path_1.default.join(webDist, file))];
                case 10:
                    size = _a.apply(void 0, [_c.sent()]).length;
                    console.log("  ".concat(file, ": ").concat((size / 1024).toFixed(1), " KB gzip"));
                    total += size;
                    _c.label = 11;
                case 11:
                    _i++;
                    return [3 /*break*/, 9];
                case 12:
                    value = total / 1024;
                    return [2 /*return*/, {
                            name: 'home JS before first paint (gzip)',
                            value: value,
                            unit: 'KB',
                            budget: "<= ".concat(BUDGET_KB, " KB"),
                            ok: value <= BUDGET_KB,
                        }];
                case 13: return [4 /*yield*/, browser.close()];
                case 14:
                    _c.sent();
                    return [4 /*yield*/, server.stop()];
                case 15:
                    _c.sent();
                    return [4 /*yield*/, (0, promises_1.rm)(dataDir, { recursive: true, force: true })];
                case 16:
                    _c.sent();
                    return [7 /*endfinally*/];
                case 17: return [2 /*return*/];
            }
        });
    });
}
if ((0, server_process_ts_1.isMain)(import.meta.url)) {
    (0, server_process_ts_1.report)([await measureHomeJs()]);
}
