import SwiftUI

extension ScannerView {
    final class ViewModel: ObservableObject {
        @Published var lastCode = ""

        var onCode: (String) -> Void = { _ in }

        init(onCode: @escaping (String) -> Void = { _ in }) {
            self.onCode = onCode
        }

        func start() {
            lastCode = "ready"
            onCode(lastCode)
        }
    }
}
