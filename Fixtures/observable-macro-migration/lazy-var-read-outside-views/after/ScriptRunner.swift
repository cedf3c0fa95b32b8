/// Not a view: it reads the rules when it runs, so no update is missed.
final class ScriptRunner {
    let rules: RuleManager

    init(rules: RuleManager) {
        self.rules = rules
    }

    func run() -> Int {
        rules.ruleFiles.count
    }
}
