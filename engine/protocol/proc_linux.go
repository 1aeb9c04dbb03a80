//go:build linux

package protocol

import (
	"os/exec"
	"syscall"
)

// setProcAttr starts the child in a process group of its own, so that
// killGroup reaches whatever it starts in turn, and asks the kernel to kill
// it should regelwerk die without cleaning up (SIGKILL cannot be caught).
// The parent-death signal follows the OS thread that started the child, so
// Start starts it from a goroutine locked to its thread for the child's life.
func setProcAttr(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

func killGroup(cmd *exec.Cmd) {
	syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	cmd.Process.Kill()
}
