"""This process's resident memory, read from /proc (Linux); imports nothing heavy, so a start-up
measurement can use it without slowing the start it measures."""


def memory_mb() -> dict:
    """Resident memory now (VmRSS) and at its peak so far (VmHWM), in MB, from /proc/self/status."""
    found = {}
    with open("/proc/self/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                found[key] = int(value.split()[0]) / 1024
    return {"rss_mb": found["VmRSS"], "hwm_mb": found["VmHWM"]}
