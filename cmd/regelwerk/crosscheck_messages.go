package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/regelwerk/regelwerk/cmd/regelwerk/internal/crosscheck"
)

// crosscheckMessages writes the catalogues' messages side by side. They
// are in the binary, so no checkout is needed; a translation with other
// placeholders than its English message exits 1, as a difference between
// twin scenarios does (a translation that reads as the English is only
// noted: "total" is French too).
func crosscheckMessages(cmd *cobra.Command, format string, sideBySide bool) error {
	if sideBySide {
		return fmt.Errorf("--messages and --side-by-side are two listings: choose one")
	}
	rows := crosscheck.Messages()
	var err error
	switch format {
	case "text":
		err = crosscheck.WriteMessages(cmd.OutOrStdout(), rows)
	case "json":
		err = crosscheck.WriteMessagesJSON(cmd.OutOrStdout(), rows)
	default:
		return fmt.Errorf("--messages writes text (Markdown) or json, not %s", format)
	}
	if err != nil {
		return err
	}
	for _, r := range rows {
		if len(r.Placeholders) > 0 {
			return exitError{1}
		}
	}
	return nil
}
