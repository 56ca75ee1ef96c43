#!/usr/bin/env python3
"""PNG plots for benchmarks/run.py, with matplotlib (Debian: python3-matplotlib).

usage: plot.py SPECS.json      (a list of plot specs, as made by run.py)

A spec: {"file": path, "title": str, "kind": "line" | "bar", "xlabel": str,
"ylabel": str, "logx": bool, "logy": bool, "categories": [str] (bar only),
"series": [{"label": str, "x": [...], "y": [...]}], "note": str}.
Bar charts draw one group per category and one bar per series (y values in the
order of categories; None for a missing value).  run.py imports this module when
its own Python has matplotlib, and otherwise runs it with one that has."""
import json, sys


def available():
    try:
        import matplotlib  # noqa: F401
        return True
    except ImportError:
        return False


def render(specs):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    for sp in specs:
        fig, ax = plt.subplots(figsize=(8, 4.5), dpi=100)
        series = sp["series"]
        if sp.get("kind") == "bar":
            cats = sp["categories"]
            n = max(1, len(series))
            width = 0.8 / n
            for i, s in enumerate(series):
                xs = [j + (i - (n - 1) / 2) * width for j in range(len(cats))]
                ys = [0 if v is None else v for v in s["y"]]
                bars = ax.bar(xs, ys, width, label=s["label"])
                for b, v in zip(bars, s["y"]):
                    if v is not None and sp.get("annotate", True):
                        txt = ("%.0f" % v) if abs(v) >= 10 or v == 0 else ("%.2g" % v)
                        ax.annotate(txt, (b.get_x() + b.get_width() / 2, b.get_height()),
                                    ha="center", va="bottom", fontsize=7)
            ax.set_xticks(range(len(cats)))
            ax.set_xticklabels(cats, fontsize=8, rotation=sp.get("rotate", 0))
        else:
            for s in series:
                pts = [(x, y) for x, y in zip(s["x"], s["y"]) if y is not None]
                if not pts:
                    continue
                ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", label=s["label"])
        if sp.get("logx"):
            ax.set_xscale("log", base=2)
            xs = sorted({x for s in series for x in s.get("x", [])})
            if xs:
                ax.set_xticks(xs)
                ax.set_xticklabels([str(x) for x in xs])
        if sp.get("logy"):
            ys = [v for s in series for v in s.get("y", []) if v is not None]
            if ys and min(ys) > 0 and sp.get("kind") != "bar":
                ax.set_yscale("log")
            else:
                ax.set_yscale("symlog", linthresh=sp.get("linthresh", 1))
        if sp.get("kind") == "bar":
            top = max([v for s in series for v in s["y"] if v is not None] or [1])
            ax.set_ylim(top=top * (4 if sp.get("logy") else 1.12))
        ax.set_title(sp.get("title", ""), fontsize=10)
        ax.set_xlabel(sp.get("xlabel", ""))
        ax.set_ylabel(sp.get("ylabel", ""))
        ax.grid(True, alpha=0.3)
        if series:
            if sp.get("kind") == "bar":
                ax.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.14), ncol=2, framealpha=0.8)
            else:
                ax.legend(fontsize=7, framealpha=0.8)
        if sp.get("note"):
            fig.text(0.01, 0.01, sp["note"], fontsize=7, alpha=0.7)
        fig.tight_layout()
        fig.savefig(sp["file"])
        plt.close(fig)


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        render(json.load(f))
