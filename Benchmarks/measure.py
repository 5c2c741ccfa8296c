"""What one command costs, for the benchmarks: wall and CPU seconds and peak memory."""
import os
import shutil
import subprocess
import sys
import tempfile
import time


def measured(command, cores=None, cwd=None):
    """Wall and CPU seconds (user and system) and peak resident memory in MiB of `command`, on the first
    `cores` cores when given (taskset). Exits with the command's error output when it fails.

    A child forked from this script starts with its peak resident memory at the script's (Linux keeps
    the larger at exec), which grows with what the script keeps: the peak is taken from GNU time, whose
    own child starts small, where it is installed."""
    prefix = ["taskset", "-c", ",".join(str(core) for core in range(cores))] if cores and shutil.which("taskset") else []
    gnu_time = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None
    with tempfile.NamedTemporaryFile("r") as peak:
        timed = [gnu_time, "-f", "%M", "-o", peak.name] if gnu_time else []
        start = time.monotonic()
        process = subprocess.Popen(timed + prefix + command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.monotonic() - start
        if status != 0:
            sys.exit(f"{' '.join(command)} failed:\n{process.stderr.read().decode()[:2000]}")
        kib = int(peak.read().split()[-1]) if gnu_time else usage.ru_maxrss
    return wall, usage.ru_utime + usage.ru_stime, kib / 1024


class SetAside:
    """Moves files and folders into `trash` instead of deleting them, until the benchmark ends: on ext4
    without a journal, creating files soon after deleting thousands scans every recently freed inode,
    and that system time (seconds, growing run by run) would fall on whichever build came next."""

    def __init__(self, trash):
        self.trash = trash
        os.makedirs(trash)

    def __call__(self, path):
        if os.path.lexists(path):
            os.rename(path, os.path.join(self.trash, str(len(os.listdir(self.trash)))))
