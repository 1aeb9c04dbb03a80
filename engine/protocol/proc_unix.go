//go:build unix && !linux

package protocol

import (
	"os/exec"
	"syscall"
)

// setProcAttr starts the child in a process group of its own, so that
// killGroup reaches whatever it starts in turn.
func setProcAttr(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

func killGroup(cmd *exec.Cmd) {
	syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	cmd.Process.Kill()
}
