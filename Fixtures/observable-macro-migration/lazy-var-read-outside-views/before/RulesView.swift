import SwiftUI

struct RulesView: View {
    @ObservedObject var rules: RuleManager

    var body: some View {
        Text("Updated \(rules.lastUpdate)")
    }
}
