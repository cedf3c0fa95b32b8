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
    /// Filled by the memberwise initializer, which takes the model as an autoclosure, as
    /// `StateObject(wrappedValue:)` does: the sheet builds it once per presentation already.
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
