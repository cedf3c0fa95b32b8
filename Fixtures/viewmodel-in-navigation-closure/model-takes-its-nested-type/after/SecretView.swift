import SwiftUI

struct SecretView: View {
    @StateObject private var viewModel: SecretViewModel

    init(mode: SecretViewModel.Mode, previous: [SecretViewModel.Mode]?) {
        _viewModel = StateObject(wrappedValue: SecretViewModel(mode: mode, previous: previous))
    }

    var body: some View {
        Text(viewModel.title)
    }
}
