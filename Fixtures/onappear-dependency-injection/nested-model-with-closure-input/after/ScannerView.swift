import SwiftUI

struct ScannerView: View {
    @StateObject var viewModel: ViewModel

    var onCode: (String) -> Void

    init(onCode: @escaping (String) -> Void) {
        self.onCode = onCode
        _viewModel = StateObject(wrappedValue: ViewModel(onCode: onCode))
    }

    var body: some View {
        Text(viewModel.lastCode)
            .onAppear {
                viewModel.start()
            }
    }
}
