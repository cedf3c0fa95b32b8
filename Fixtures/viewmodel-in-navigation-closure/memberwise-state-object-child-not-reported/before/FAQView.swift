import SwiftUI

final class FAQViewModel: ObservableObject {
    @Published var expanded: Set<String> = []
    let topic: String

    init(topic: String = "General") {
        self.topic = topic
    }
}

/// The default value becomes the memberwise parameter's default, an autoclosure all the same.
struct FAQView: View {
    @StateObject var viewModel: FAQViewModel = FAQViewModel()

    var body: some View {
        Text(viewModel.topic)
    }
}

struct HelpCenterView: View {
    @State private var showsBilling = false

    var body: some View {
        Button("Billing") { showsBilling = true }
            .sheet(isPresented: $showsBilling) {
                FAQView(viewModel: FAQViewModel(topic: "Billing"))
            }
    }
}
