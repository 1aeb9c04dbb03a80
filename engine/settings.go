package engine

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// ReadSettings sets the fields of the struct settings points to from the
// options o, resolved against s.Options, as each field's `option` tag says:
//
//	Rounds    int    `option:"rounds"`             // the option's number
//	DealtZero string `option:"dealt-zero"`         // the option's value
//	Exceed    bool   `option:"target-rule=exceed"` // whether it has that value
//
// so that a game declares once how it reads each option, and plays by
// plain fields. Fields without the tag are left alone; tagged ones must be
// exported. A tag that names an option or a value s does not declare, or a
// field of another type, is a mistake of the game and an error.
func (s *Spec) ReadSettings(o Options, settings any) error {
	v := reflect.ValueOf(settings)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("%s: settings are read into a pointer to a struct, not a %T", s.ID, settings)
	}
	v = v.Elem()
	for i := 0; i < v.NumField(); i++ {
		f := v.Type().Field(i)
		tag, ok := f.Tag.Lookup("option")
		if !ok {
			continue
		}
		name, value, reading := strings.Cut(tag, "=")
		j := slices.IndexFunc(s.Options, func(x OptionSpec) bool { return x.Name == name })
		bad := func(what string) error {
			return fmt.Errorf("%s: setting %s (option:%q) %s", s.ID, f.Name, tag, what)
		}
		switch {
		case j < 0:
			return bad("names no option of the game")
		case !f.IsExported():
			return bad("is not exported")
		case reading && f.Type.Kind() != reflect.Bool:
			return bad("reads a value into a field that is not a bool")
		case reading && !slices.Contains(s.Options[j].Values, value):
			return bad("names a value the option does not take")
		case reading:
			v.Field(i).SetBool(o.Get(name) == value)
		case f.Type.Kind() == reflect.Int && len(s.Options[j].Values) == 0:
			v.Field(i).SetInt(int64(o.Int(name)))
		case f.Type.Kind() == reflect.String:
			v.Field(i).SetString(o.Get(name))
		default:
			return bad("reads an option into a field that is neither a string nor, for a number, an int")
		}
	}
	return nil
}
