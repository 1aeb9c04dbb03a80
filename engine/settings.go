package engine

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
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
	plan, err := s.settingsPlan(v.Type())
	if err != nil {
		return err
	}
	for _, f := range plan {
		switch field := v.Field(f.index); f.kind {
		case reflect.Bool:
			field.SetBool(o.Get(f.option) == f.value)
		case reflect.Int:
			field.SetInt(int64(o.Int(f.option)))
		default:
			field.SetString(o.Get(f.option))
		}
	}
	return nil
}

// setting is how one field of a game's settings is read: as whether option
// has value (a bool), as its number (an int) or as its value (a string).
type setting struct {
	index  int
	kind   reflect.Kind
	option string
	value  string
}

type planKey struct {
	spec *Spec
	typ  reflect.Type
}

type planned struct {
	plan []setting
	err  error
}

// plans holds the reading of each settings type a spec has read into: a
// match of a game begins far more often than its tags could change (they
// cannot), and reading them through reflection costs more than the match.
var plans sync.Map // planKey -> planned

// settingsPlan returns how the fields of struct type t are read from s's
// options, or the game's mistake in its tags.
func (s *Spec) settingsPlan(t reflect.Type) ([]setting, error) {
	key := planKey{s, t}
	if p, ok := plans.Load(key); ok {
		return p.(planned).plan, p.(planned).err
	}
	plan, err := s.planSettings(t)
	plans.Store(key, planned{plan, err})
	return plan, err
}

func (s *Spec) planSettings(t reflect.Type) ([]setting, error) {
	var plan []setting
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
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
			return nil, bad("names no option of the game")
		case !f.IsExported():
			return nil, bad("is not exported")
		case reading && f.Type.Kind() != reflect.Bool:
			return nil, bad("reads a value into a field that is not a bool")
		case reading && !slices.Contains(s.Options[j].Values, value):
			return nil, bad("names a value the option does not take")
		case reading:
			plan = append(plan, setting{i, reflect.Bool, name, value})
		case f.Type.Kind() == reflect.Int && len(s.Options[j].Values) == 0:
			plan = append(plan, setting{i, reflect.Int, name, ""})
		case f.Type.Kind() == reflect.String:
			plan = append(plan, setting{i, reflect.String, name, ""})
		default:
			return nil, bad("reads an option into a field that is neither a string nor, for a number, an int")
		}
	}
	return plan, nil
}
