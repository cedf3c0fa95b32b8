import SwiftUI

struct SettingsView: View {
    @State private var showsPaywall = false
    @State private var showsPlans = false
    @State private var showsEditor = false
    @State private var showsHistory = false

    var body: some View {
        Form {
            Button("Upgrade") { showsPaywall = true }
            Button("Plans") { showsPlans = true }
            Button("Edit") { showsEditor = true }
            Button("History") { showsHistory = true }
        }
        .sheet(isPresented: $showsPaywall) {
            PaywallView(model: PaywallModel(source: "settings"), onPurchase: { showsPaywall = false })
        }
        .sheet(isPresented: $showsPlans) {
            PlanPicker(model: PaywallModel(source: "plans")) { showsPlans = false }
        }
        .sheet(isPresented: $showsEditor) {
            PlanEditor(model: PlanEditorModel(store: LocalPlanStore()))
        }
        .sheet(isPresented: $showsHistory) {
            PlanHistory(model: PaywallModel(source: "history"))
        }
    }
}
