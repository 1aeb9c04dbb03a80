package site

import (
	"embed"
	"html/template"
	"strings"
)

//go:embed templates/*.html
var templateFiles embed.FS

var templates = template.Must(template.New("site").Funcs(template.FuncMap{
	"langName": languageName,
	"join":     strings.Join,
	"add":      func(a, b int) int { return a + b },
	"outcomeClass": func(o string) string {
		return "oc-" + strings.ReplaceAll(o, " ", "-")
	},
}).ParseFS(templateFiles, "templates/*.html"))
