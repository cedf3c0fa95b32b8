import SwiftUI

/// Hands on a model it was given, as a UIKit hosting controller does.
struct SupportHost: View {
    let viewModel: SupportFormViewModel

    var body: some View {
        SupportForm(isPresented: .constant(true), viewModel: viewModel)
    }
}

struct DashboardView: View {
    @State private var showsSupport = false

    var body: some View {
        Button("Contact support") { showsSupport = true }
            .sheet(isPresented: $showsSupport) {
                SupportForm(
                    isPresented: $showsSupport,
                    viewModel: SupportFormViewModel(source: "dashboard"),
                    onDismiss: { print("dismissed") })
            }
    }
}
