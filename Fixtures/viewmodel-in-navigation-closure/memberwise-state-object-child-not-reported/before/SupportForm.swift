import SwiftUI

final class SupportFormViewModel: ObservableObject {
    @Published var subject = ""
    let source: String

    init(source: String) {
        self.source = source
    }
}

struct SupportForm: View {
    @Binding var isPresented: Bool
    /// Filled by the memberwise initializer: the first model it is given is kept.
    @StateObject var viewModel: SupportFormViewModel
    var onDismiss: (() -> Void)?

    var body: some View {
        Form {
            TextField("Subject", text: $viewModel.subject)
            Button("Close") {
                isPresented = false
                onDismiss?()
            }
        }
    }
}
