import SwiftUI

extension ScannerView {
    final class ViewModel: ObservableObject {
        @Published var lastCode = ""

        var onCode: (String) -> Void = { _ in }

        func start() {
            lastCode = "ready"
            onCode(lastCode)
        }
    }
}
