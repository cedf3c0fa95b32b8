import SwiftUI

struct SecretView: View {
    @ObservedObject var viewModel: SecretViewModel

    var body: some View {
        Text(viewModel.title)
    }
}
