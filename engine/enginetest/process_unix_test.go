//go:build unix

package enginetest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// TestProcessRunning: a process that sleeps runs, and so does its group;
// killed, it runs no more even before it is reaped (a zombie, where /proc
// tells one), nor once it is.
func TestProcessRunning(t *testing.T) {
	cmd := exec.Command("sleep", "1000")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // its own group, led by it
	if err := cmd.Start(); err != nil {
		t.Skip("cannot start sleep:", err)
	}
	pid := cmd.Process.Pid
	if !ProcessRunning(pid) || !GroupRunning(pid) {
		t.Fatalf("a sleeping process: ProcessRunning %t, GroupRunning %t", ProcessRunning(pid), GroupRunning(pid))
	}
	cmd.Process.Kill()
	if _, err := os.Stat("/proc/self/stat"); err == nil {
		// Not yet reaped: a zombie once the kill has landed.
		deadline := time.Now().Add(5 * time.Second)
		for {
			state, _, _ := procStat(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
			if state == "Z" {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the killed process is in state %q, not a zombie", state)
			}
			time.Sleep(10 * time.Millisecond)
		}
		if ProcessRunning(pid) || GroupRunning(pid) {
			t.Errorf("a zombie: ProcessRunning %t, GroupRunning %t", ProcessRunning(pid), GroupRunning(pid))
		}
	}
	cmd.Wait()
	if ProcessRunning(pid) || GroupRunning(pid) {
		t.Errorf("a reaped process: ProcessRunning %t, GroupRunning %t", ProcessRunning(pid), GroupRunning(pid))
	}
}

// TestProcStat: the state and the group are read after the last closing
// parenthesis, since the command name between parentheses may hold
// spaces and parentheses of its own.
func TestProcStat(t *testing.T) {
	f := filepath.Join(t.TempDir(), "stat")
	if err := os.WriteFile(f, []byte("123 (a) S 9 (b)) R 45 678 678 0 -1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if state, pgrp, ok := procStat(f); state != "R" || pgrp != 678 || !ok {
		t.Errorf("procStat = %q, %d, %t; want R, 678, true", state, pgrp, ok)
	}
	if _, _, ok := procStat(filepath.Join(t.TempDir(), "missing")); ok {
		t.Error("procStat of a missing file is ok")
	}
}
