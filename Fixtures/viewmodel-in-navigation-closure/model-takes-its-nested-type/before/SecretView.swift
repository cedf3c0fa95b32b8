import SwiftUI

struct SecretView: View {
    @StateObject var viewModel: SecretViewModel

    var body: some View {
        Text(viewModel.title)
    }
}
