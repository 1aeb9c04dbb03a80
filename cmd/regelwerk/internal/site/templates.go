package site

import (
	"embed"
	"html/template"
	"strings"
	"sync"
)

//go:embed templates/*.html
var templateFiles embed.FS

// templates are the site's pages, parsed when the first page is written:
// other commands of the binary neither parse them nor keep them alive.
var templates = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("site").Funcs(template.FuncMap{
		"langName": languageName,
		"join":     strings.Join,
		"add":      func(a, b int) int { return a + b },
		"outcomeClass": func(o string) string {
			return "oc-" + strings.ReplaceAll(o, " ", "-")
		},
	}).ParseFS(templateFiles, "templates/*.html"))
})
