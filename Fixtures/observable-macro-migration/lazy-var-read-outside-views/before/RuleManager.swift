import Combine
import Foundation

final class RuleManager: ObservableObject {
    @Published var lastUpdate = Date.distantPast
    /// Built on first use; the script runner reads it and the refresh replaces it.
    lazy var ruleFiles: [String] = loadRuleFiles()

    func refresh() {
        ruleFiles = loadRuleFiles()
        lastUpdate = Date()
    }

    private func loadRuleFiles() -> [String] {
        ["radar.js"]
    }
}
