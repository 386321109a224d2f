"""The runner's table: each figure's min / median / max, its reference, the ratio and the target."""
from __future__ import annotations

import statistics

HEAD = f"{'figure':<46} {'min':>8} {'median':>8} {'max':>8}  {'reference':>9}  {'ratio (min-max)':<20} target"


def _row(name: str, s: dict | None, unit: str = "", scale: float = 1.0, ref: dict | None = None,
         ratio: dict | None = None, target: str = "", digits: int = 1) -> str:
    if not s or not s.get("n"):
        return f"{name:<46} {'-':>8}"
    f = lambda v: f"{v * scale:.{digits}f}{unit}"   # noqa: E731
    ref_text = f(ref["median"]) if ref and ref.get("n") else ""
    ratio_text = (f"{ratio['median']:.3g} ({ratio['min']:.3g}-{ratio['max']:.3g})"
                  if ratio and ratio.get("n") else "")
    return f"{name:<46} {f(s['min']):>8} {f(s['median']):>8} {f(s['max']):>8}  {ref_text:>9}  {ratio_text:<20} {target}"


def _startup(r: dict) -> list[str]:
    return [_row("start-up to first frame (s; ref: floor)", r["posviz_s"], "s", ref=r["floor_s"],
                 ratio=r["ratio"], target="ratio <= 1.15", digits=2),
            _row("  CPU time to first frame (s; ref: floor)", r["posviz_cpu_s"], "s", ref=r["floor_cpu_s"],
                 ratio=r["cpu_ratio"], target="ratio <= 1.15", digits=2),
            _row("idle memory (MB; ref: floor)", r["posviz_idle_rss_mb"], ref=r["floor_idle_rss_mb"],
                 target=f"posviz - floor <= 40 MB: {r['idle_over_floor_mb']['median']:.0f} MB", digits=0),
            _row("peak memory at start-up (MB; ref: floor)", r["posviz_peak_mb"], ref=r["floor_peak_mb"], digits=0)]


def _keystroke(r: dict) -> list[str]:
    targets = {("768", "2048"): "median <= 16 ms", ("512", "64 at start"): "median <= 12 ms",
               ("768", "64 at start"): "median <= 12 ms", ("768", "2048 at start"): "median <= 16 ms"}
    lines = []
    for key, run in r.items():
        d = key.split("=")[1]
        for tokens, s in run["ms"].items():
            name = f"keystroke -> repainted, {tokens} tok, d={d} (ms)".replace(" at start tok", " tok, 1st word")
            cpu = f"cpu {s['cpu_median']:.1f} ms"
            repainted = s.get("repainted")     # share of keystrokes after which each panel repainted
            if repainted:
                cpu += "; repainted " + " ".join(f"{k} {v:.0%}" for k, v in repainted.items() if k != "editor")
            lines.append(_row(name, s, target=f"{targets.get((d, tokens), '')} [{cpu}]".strip()))
        lines.append(f"{'  peak memory of that run (MB)':<46} {run['process_hwm_mb']:>8.0f}")
    return lines


def _heatmap(r: dict) -> list[str]:
    return [_row("heatmap pan/zoom 1e6 x 4096, 1080p (frames/s)", r["fps_median"], target=">= 60 fps"),
            _row("  frame interval, median per run (ms)", r["frame_ms_median"]),
            _row("  render (tile + setImage), median (ms)", r["render_ms_median"]),
            _row("  CPU per frame (ms)", r["cpu_ms_per_frame"]),
            _row("  memory growth while moving (MB)", r["peak_growth_mb"], target="<= 100 MB")]


NO_MATPLOTLIB = "no ratio: no matplotlib"     # pip install '.[bench]'


def _export(r: dict) -> list[str]:
    lines = []
    if any("time_ratio" not in e for e in r.values()):
        lines.append("PNG export: matplotlib is not installed, so no ratio was measured (pip install '.[bench]')")
    for size, e in r.items():
        lines.append(_row(f"PNG export {size} (s; ref: matplotlib)", e["posviz_s"], "s",
                          ref=e.get("matplotlib_s"), ratio=e.get("time_ratio"),
                          target="ratio <= 0.2" if size.startswith("100000") else "ratio <= 1.0", digits=3))
        lines.append(_row("  peak memory growth (MB; ref: matplotlib)", e["posviz_peak_growth_mb"],
                          ref=e.get("matplotlib_peak_growth_mb"), ratio=e.get("memory_ratio"),
                          target="ratio <= 0.25" if size.startswith("100000") else ""))
    return lines


def _animation(r: dict) -> list[str]:
    return [_row("vector-addition animation, 1080p (frames/s)", r["fps"], target="60 fps"),
            _row("  p95 frame interval (ms)", r["interval_p95_ms"], target="<= 20 ms")]


def _limits(r: dict) -> list[str]:
    lines = []
    for case, run in r.items():
        for step in run["steps"]:
            flag = "  <- GUI blocked over 100 ms" if step["blocked_ms"] > 100 else ""
            lines.append(f"{'limits ' + case + ': ' + step['step']:<70} GUI blocked {step['blocked_ms']:5.0f} ms "
                         f"(its CPU {step.get('blocked_cpu_ms', float('nan')):3.0f}), "
                         f"painted {step['wall_ms']:6.0f} ms, CPU {step['cpu_ms']:5.0f} ms{flag}")
        lines.append(f"{'  peak memory of that run (MB)':<46} {run['process_hwm_mb']:>8.0f}")
    return lines


def _checkpoint(r: dict) -> list[str]:
    lines = []
    for name, c in r.items():
        if name == "nearest rows":
            lines.append(f"real model {c['rows']:,} x {c['d']:,} bf16: nearest-10 "
                         f"{statistics.median(c['query_ms']):.0f} ms per query, floor (numpy float32 mat-vec of "
                         f"its size) {statistics.median(c['floor_ms']):.0f} ms, ratio {c['ratio']:.2f}; "
                         f"rows measured once in {c['measure_s']:.1f} s; equal to brute force: "
                         f"{c['equal_to_brute_force']}")
        elif name == "first frame":
            for which, label in (("large", "128,000 x 4,096 bf16"), ("tiny", "floor: a 300 x 8 model")):
                frames = [run["first_frame"] for run in c[which] if "first_frame" in run]
                gaps = [run["largest_gap_ms"] for run in c[which]]
                if frames:
                    lines.append(f"open {label}: first frame {statistics.median(frames):.2f} s after the call, "
                                 f"GUI thread busy at most {statistics.median(gaps):.0f} ms")
        elif "open_s" in c:
            per = c["nearest_ms"]["per"]
            lines.append(f"real model {name}: open {c['open_s']:.2f} s, peak RSS +{c['peak_rss_growth_mb']:.0f} MB, "
                         f"nearest-10 {c['nearest_ms']['median'] / per:.0f} ms per query")
        else:
            lines.append(f"{name}: first query {c['first_query_s']:.2f} s, heap peak {c['heap_peak_mb']:.0f} MB")
    return lines


def _model(r: dict) -> list[str]:
    return [_row(f"model: {name} (ms)", s | {"n": 7}, scale=1e3) for name, s in r.items()
            if isinstance(s, dict) and "median" in s]


def print_table(results: dict) -> None:
    m = results["machine"]
    print(f"posviz benchmarks, {results['started']}: {m['os']}, {m['cpus']} CPUs, Python {m['python']}, "
          f"PySide6 {m['pyside6']} (Qt {m['qt']}), pyqtgraph {m['pyqtgraph']}, numpy {m['numpy']}, "
          f"matplotlib {m['matplotlib']}; {m['display']}")
    print(f"load average at start {m['load_average_start'][0]:.1f}, at end {m['load_average_end'][0]:.1f}; "
          f"calibration: float64 sin {results['calibration']['sin_float64_ns']:.1f} ns/element "
          f"(reference machine ~25), float32 {results['calibration']['sin_float32_ns']:.1f} (~3)")
    print(HEAD)
    sections = {"startup": _startup, "keystroke": _keystroke, "heatmap": _heatmap, "export": _export,
                "animation": _animation, "limits": _limits, "model": _model,
                "nearest": lambda r: _checkpoint({"nearest rows": r}), "checkpoint": _checkpoint}
    for name, section in sections.items():
        if name in results:
            for line in section(results[name]):
                print(line)
    for name, error in results.get("failed", {}).items():
        print(f"{name}: FAILED, {error.strip().splitlines()[-1] if error.strip() else ''}")
    print()
    print(f"Issue 27's goals (load average at start {m['load_average_start'][0]:.2f}, at end "
          f"{m['load_average_end'][0]:.2f}; on a loaded machine wall times are not the quiet machine's)")
    print(f"{'figure':<64} {'now':>34}  {'goal':<16} verdict")
    for name, now, goal, met in goals(results):
        print(f"{name:<64} {now:>34}  {goal:<16} {'met' if met else 'MISSED'}")


def _median(stats: dict) -> float:
    return stats["median"]


def goals(results: dict) -> list[tuple[str, str, str, bool]]:
    """The issue's table: (figure, value now, goal, met) for every goal whose figure was measured."""
    rows = []
    s = results.get("startup")
    if s:
        rows.append(("start-up to first frame / floor (CPU ratio)",
                     f"{_median(s['ratio']):.2f} (CPU {_median(s['cpu_ratio']):.2f})", "<= 1.15, CPU <= 1.15",
                     _median(s["ratio"]) <= 1.15 and _median(s["cpu_ratio"]) <= 1.15))
    k = results.get("keystroke") or {}
    for d, key, label, limit in (("768", "2048", "keystroke at the end, 2,048 tokens, d = 768", 16),
                                 ("512", "64 at start", "keystroke on the first word, 64 tokens, d = 512", 12),
                                 ("768", "64 at start", "keystroke on the first word, 64 tokens, d = 768", 12),
                                 ("768", "2048 at start", "keystroke on the first word, 2,048 tokens, d = 768", 16)):
        m = k.get(f"d={d}", {}).get("ms", {}).get(key)
        if m:
            rows.append((label, f"{_median(m):.1f} ms (CPU {m['cpu_median']:.1f})", f"<= {limit} ms",
                         _median(m) <= limit))
    h = results.get("heatmap")
    if h:
        fps = _median(h["fps_median"])
        rows.append(("heatmap pan/zoom, 10^6 x 4,096, 1080p", f"{fps:.1f} fps", ">= 60 fps", fps >= 60))
    e = (results.get("export") or {}).get("512x512")
    if e and "time_ratio" in e:
        ratio = _median(e["time_ratio"])
        cpu = f", CPU {_median(e['cpu_ratio']):.2f}" if "cpu_ratio" in e else ""
        rows.append(("PNG export 512 x 512 / matplotlib",
                     f"{ratio:.2f} ({_median(e['posviz_s']):.2f} vs {_median(e['matplotlib_s']):.2f} s{cpu})", "<= 1.0",
                     ratio <= 1.0))
    elif e:
        rows.append(("PNG export 512 x 512 / matplotlib", NO_MATPLOTLIB, "<= 1.0", False))
    c = results.get("nearest") or (results.get("checkpoint") or {}).get("nearest rows")
    if c:
        rows.append(("nearest 10 of 128,000 x 4,096 bf16 / numpy float32 mat-vec",
                     f"{c['ratio']:.2f} ({statistics.median(c['query_ms']):.0f} ms)", "<= 1.0",
                     c["ratio"] <= 1.0 and c["equal_to_brute_force"]))
    lim = (results.get("limits") or {}).get("d=8192, 512 tokens")
    if lim:
        worst = max(lim["steps"], key=lambda step: step["blocked_ms"])
        rows.append((f"GUI thread blocked, worst row (d = 8,192, 512 tokens: {worst['step']})"[:64],
                     f"{worst['blocked_ms']:.0f} ms", "<= 50 ms", worst["blocked_ms"] <= 50))
    return rows


# --- Markdown, for the README: python tests/bench/report.py RESULTS.json ----------------------
def _mm(s: dict, unit: str = "", scale: float = 1.0, digits: int = 1) -> str:
    f = lambda v: f"{v * scale:,.{digits}f}"   # noqa: E731
    return f"{f(s['median'])}{unit} ({f(s['min'])}–{f(s['max'])})"


def _verdict(ok: bool) -> str:
    return "met" if ok else "**missed**"


def markdown(results: dict) -> str:
    """The figures with targets as a Markdown table (median, min–max in brackets)."""
    rows = ["| figure | posviz | reference | ratio | target | |", "|---|---|---|---|---|---|"]
    s = results.get("startup")
    if s:
        rows.append(f"| start-up to first frame | {_mm(s['posviz_s'], ' s', digits=2)} | floor {_mm(s['floor_s'], ' s', digits=2)}"
                    f" | {_mm(s['ratio'], digits=2)} (CPU time: {s['cpu_ratio']['median']:.2f}) | ≤ 1.3 × floor"
                    f" | {_verdict(s['ratio']['median'] <= 1.3)} |")
        over = s["idle_over_floor_mb"]["median"]
        rows.append(f"| idle memory | {s['posviz_idle_rss_mb']['median']:.0f} MB | floor {s['floor_idle_rss_mb']['median']:.0f} MB"
                    f" | +{over:.0f} MB | ≤ floor + 40 MB | {_verdict(over <= 40)} |")
    k = results.get("keystroke")
    for d, tokens, limit in (("512", "64", 16), ("768", "2048", 50)):
        if k and f"d={d}" in k:
            m = k[f"d={d}"]["ms"][tokens]
            rows.append(f"| keystroke → all panels repainted, {int(tokens):,} tokens, d = {d} | {_mm(m, ' ms')}"
                        f" | | CPU {m['cpu_median']:.1f} ms | median ≤ {limit} ms | {_verdict(m['median'] <= limit)} |")
    h = results.get("heatmap")
    if h:
        rows.append(f"| heatmap pan/zoom, 1,000,000 × 4,096, 1920 × 1080 | {_mm(h['fps_median'])} frames/s | | "
                    f"frame {h['frame_ms_median']['median']:.1f} ms, CPU {h['cpu_ms_per_frame']['median']:.1f} ms | ≥ 30 frames/s"
                    f" | {_verdict(h['fps_median']['median'] >= 30)} |")
        rows.append(f"| heatmap memory growth while moving | {h['peak_growth_mb']['max']:.1f} MB | | | ≤ 100 MB"
                    f" | {_verdict(h['peak_growth_mb']['max'] <= 100)} |")
    for size, e in (results.get("export") or {}).items():
        if "time_ratio" not in e:
            continue
        target = size.startswith("100000")
        rows.append(f"| PNG export {size.replace('x', ' × ')}: time | {_mm(e['posviz_s'], ' s', digits=3)}"
                    f" | matplotlib {_mm(e['matplotlib_s'], ' s', digits=2)} | {_mm(e['time_ratio'], digits=3)}"
                    f" | {'≤ 0.2 ×' if target else ''} | {_verdict(e['time_ratio']['median'] <= 0.2) if target else ''} |")
        rows.append(f"| PNG export {size.replace('x', ' × ')}: peak memory growth | {e['posviz_peak_growth_mb']['median']:.1f} MB"
                    f" | matplotlib {e['matplotlib_peak_growth_mb']['median']:,.0f} MB | {e['memory_ratio']['median']:.4f}"
                    f" | {'≤ 0.25 ×' if target else ''} | {_verdict(e['memory_ratio']['median'] <= 0.25) if target else ''} |")
    a = results.get("animation")
    if a:
        ok = a["fps"]["median"] >= 59 and a["interval_p95_ms"]["median"] <= 20
        rows.append(f"| vector-addition animation, 1920 × 1080 | {_mm(a['fps'])} frames/s, p95 interval "
                    f"{_mm(a['interval_p95_ms'], ' ms')} | | | 60 frames/s, p95 ≤ 20 ms | {_verdict(ok)} |")
    return "\n".join(rows)


def keystroke_markdown(results: dict) -> str:
    """Every keystroke figure: median ms (CPU ms) by sentence length and width."""
    k = results.get("keystroke") or {}
    widths = list(k)
    rows = ["| tokens | " + " | ".join(w.replace("=", " = ") for w in widths) + " |", "|---" * (len(widths) + 1) + "|"]
    for tokens in ("5", "64", "2048"):
        for key, label in ((tokens, f"{int(tokens):,}"), (f"{tokens} at start", f"{int(tokens):,}, first word")):
            if all(key in k[w]["ms"] for w in widths):
                cells = [f"{k[w]['ms'][key]['median']:.1f} ms ({k[w]['ms'][key]['cpu_median']:.1f})" for w in widths]
                rows.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(rows)


if __name__ == "__main__":
    import json
    import sys
    data = json.loads(open(sys.argv[1]).read())
    print(markdown(data))
    print()
    print(keystroke_markdown(data))
