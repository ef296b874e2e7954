//! The command line's help in the arbiter's language: every command's description, every
//! option's help and the help's headings come from the Fluent files (`cli-help-…`), set on
//! the parser's command tree before it parses.
//!
//! Ids: `cli-help-<command>` describes a command (`cli-help-torneo` the program);
//! `cli-help-<command>-<argument>` an argument of that command, or `cli-help-arg-<argument>`
//! an argument several commands share (the system flags, `--lang`).

use crate::i18n::{self, Language};
use crate::tr;
use clap::{Arg, ArgAction, Command};

/// The program's command tree with its help in `lang`.
pub fn command(lang: Language, program: Command) -> Command {
    let program = program
        .disable_version_flag(true)
        .arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(word(lang, "cli-help-flag-version"))
                .help_heading(word(lang, "cli-help-heading-options")),
        )
        .disable_help_subcommand(true);
    localize(program, lang, "torneo")
}

/// Describes `command` (named `name` in the ids) and its arguments, then its subcommands.
fn localize(command: Command, lang: Language, name: &str) -> Command {
    let ids: Vec<String> = command
        .get_arguments()
        .filter(|a| a.get_id() != "version")
        .map(|a| a.get_id().to_string())
        .collect();
    let subcommands: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .collect();
    let mut command = command
        .about(word(lang, &format!("cli-help-{name}")))
        .help_template(word(lang, "cli-help-template"))
        .subcommand_help_heading(word(lang, "cli-help-heading-commands"))
        .subcommand_value_name(word(lang, "cli-help-value-command"))
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(word(lang, "cli-help-flag-help"))
                .help_heading(word(lang, "cli-help-heading-options")),
        );
    for id in ids {
        let help = argument_help(lang, name, &id);
        command = command.mut_arg(id.as_str(), |arg| {
            let heading = if arg.is_positional() {
                "cli-help-heading-arguments"
            } else {
                "cli-help-heading-options"
            };
            let help = with_values(lang, help, &arg);
            let takes_values = arg.get_action().takes_values();
            arg.help(help)
                .help_heading(word(lang, heading))
                .hide_default_value(takes_values)
                .hide_possible_values(takes_values)
        });
    }
    for sub in subcommands {
        let path = sub_path(name, &sub);
        command = command.mut_subcommand(sub.as_str(), |c| localize(c, lang, &path));
    }
    command
}

/// The name of subcommand `sub` of `parent` in the ids: `pair`, `rating-list-import`.
fn sub_path(parent: &str, sub: &str) -> String {
    if parent == "torneo" {
        sub.to_owned()
    } else {
        format!("{parent}-{sub}")
    }
}

/// The help of argument `id` of command `name`: its own message, else the shared one.
fn argument_help(lang: Language, name: &str, id: &str) -> String {
    let own = format!("cli-help-{name}-{id}");
    if i18n::loader(lang).has(&own) {
        word(lang, &own)
    } else {
        word(lang, &format!("cli-help-arg-{id}"))
    }
}

/// The help followed by the values the argument takes and its default, in `lang` (the
/// parser's own "[default: …]" is English).
fn with_values(lang: Language, help: String, arg: &Arg) -> String {
    let mut help = help;
    let possible: Vec<String> = arg
        .get_possible_values()
        .iter()
        .map(|v| v.get_name().to_owned())
        .collect();
    if !possible.is_empty() && arg.get_action().takes_values() {
        help.push_str(&tr!(lang, "cli-help-values", values = possible.join(", ")));
    }
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && arg.get_action().takes_values() {
        help.push_str(&tr!(lang, "cli-help-default", value = defaults.join(", ")));
    }
    help
}

/// The message `id` in `lang` (ids built at run time; `every_argument_has_its_help`
/// checks that each exists).
fn word(lang: Language, id: &str) -> String {
    i18n::loader(lang).get(id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every id the help asks for, walking the real command tree.
    fn ids(command: &Command, name: &str, out: &mut Vec<String>) {
        out.push(format!("cli-help-{name}"));
        for arg in command.get_arguments() {
            let id = arg.get_id().as_str();
            if id == "help" || id == "version" {
                continue;
            }
            let own = format!("cli-help-{name}-{id}");
            let shared = format!("cli-help-arg-{id}");
            let english = i18n::loader(Language::English);
            out.push(if english.has(&own) { own } else { shared });
        }
        for sub in command.get_subcommands() {
            ids(sub, &sub_path(name, sub.get_name()), out);
        }
    }

    #[test]
    fn every_command_and_argument_has_its_help_in_every_language() {
        let mut wanted = vec![
            "cli-help-template".to_owned(),
            "cli-help-flag-help".to_owned(),
            "cli-help-flag-version".to_owned(),
            "cli-help-heading-commands".to_owned(),
            "cli-help-heading-options".to_owned(),
            "cli-help-heading-arguments".to_owned(),
            "cli-help-value-command".to_owned(),
        ];
        ids(&super::super::Cli::command(), "torneo", &mut wanted);
        let missing: Vec<String> = Language::ALL
            .into_iter()
            .flat_map(|lang| {
                wanted
                    .iter()
                    .filter(move |id| !i18n::loader(lang).has(id))
                    .map(move |id| format!("{lang:?}: {id}"))
            })
            .collect();
        assert!(missing.is_empty(), "no help for: {missing:#?}");
    }

    #[test]
    fn the_help_speaks_italian_when_asked() {
        let mut command = command(Language::Italian, super::super::Cli::command());
        let help = command.render_long_help().to_string();
        assert!(help.contains("Comandi:"), "{help}");
        assert!(help.contains("Opzioni:"), "{help}");
        assert!(help.contains("Uso:"), "{help}");
        assert!(!help.contains("Print help"), "{help}");
        let pair = command
            .find_subcommand_mut("pair")
            .unwrap()
            .render_long_help()
            .to_string();
        assert!(pair.contains("Argomenti:"), "{pair}");
        assert!(
            !help.contains("possible values") && help.contains("valori:"),
            "{help}"
        );
        assert!(pair.contains("--explain"), "{pair}");
        assert!(!pair.contains("Options:"), "{pair}");
    }
}
