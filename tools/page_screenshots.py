"""Screenshots of a lesson page in headless Chromium: desktop and phone widths, light and dark.

    python tools/page_screenshots.py PAGE.html OUT_FOLDER [--step N] [--word I]

Writes OUT_FOLDER/page-{desktop,phone,zoom200}-{light,dark}.png (1280 x 800, 390 x 844, and
1280 x 800 pixels at 200 % zoom), the page
opened at walkthrough step N (1-5) with word I chosen. Needs Debian's chromium and chromium-driver.
"""
from __future__ import annotations

import argparse
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

SIZES = {"desktop": (1280, 800, 1), "phone": (390, 844, 1), "zoom200": (640, 400, 2)}   # zoom200: 1280 x 800 at 200 %


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("page")
    parser.add_argument("out")
    parser.add_argument("--step", type=int, default=1)
    parser.add_argument("--word", type=int, default=1)
    parser.add_argument("--scroll", default="", help="id of an element to scroll into view")
    args = parser.parse_args()
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        for size, (width, height, scale) in SIZES.items():
            for scheme in ("light", "dark"):
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                    "width": width, "height": height, "deviceScaleFactor": scale, "mobile": size == "phone"})
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
                    "features": [{"name": "prefers-color-scheme", "value": scheme}]})
                driver.get(Path(args.page).resolve().as_uri())
                driver.find_elements("css selector", "#tokens .token")[args.word].click()
                for _ in range(args.step - 1):
                    driver.find_element("id", "next").click()
                if args.scroll:
                    driver.execute_script("document.getElementById(arguments[0]).scrollIntoView()", args.scroll)
                driver.save_screenshot(str(Path(args.out) / f"page-{size}-{scheme}.png"))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
