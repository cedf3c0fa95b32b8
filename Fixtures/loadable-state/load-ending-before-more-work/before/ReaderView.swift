import SwiftUI

struct ReaderView: View {
    @StateObject var model: ReaderViewModel

    var body: some View {
        Group {
            if model.isLoading {
                ProgressView()
            } else if let message = model.errorMessage {
                Text(message)
            } else {
                ScrollView {
                    Text(model.text)
                    Text("\(model.pageCount) pages")
                }
            }
        }
        .task { await model.fetch() }
    }
}
