import SwiftUI

struct RulesView: View {
    var rules: RuleManager

    var body: some View {
        Text("Updated \(rules.lastUpdate)")
    }
}
