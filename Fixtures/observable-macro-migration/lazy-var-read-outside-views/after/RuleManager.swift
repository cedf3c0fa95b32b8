import Combine
import Foundation
import Observation

@Observable
final class RuleManager {
    var lastUpdate = Date.distantPast
    /// Built on first use; the script runner reads it and the refresh replaces it.
    @ObservationIgnored lazy var ruleFiles: [String] = loadRuleFiles()

    func refresh() {
        ruleFiles = loadRuleFiles()
        lastUpdate = Date()
    }

    private func loadRuleFiles() -> [String] {
        ["radar.js"]
    }
}
