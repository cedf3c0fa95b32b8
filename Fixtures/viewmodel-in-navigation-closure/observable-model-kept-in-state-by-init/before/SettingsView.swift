import SwiftUI

struct SettingsView: View {
    @State private var showsPaywall = false
    @State private var showsPlans = false

    var body: some View {
        Form {
            Button("Upgrade") { showsPaywall = true }
            Button("Plans") { showsPlans = true }
        }
        .sheet(isPresented: $showsPaywall) {
            PaywallView(model: PaywallModel(source: "settings"), onPurchase: { showsPaywall = false })
        }
        .sheet(isPresented: $showsPlans) {
            PlanPicker(model: PaywallModel(source: "plans")) { showsPlans = false }
        }
    }
}
