import SwiftUI

final class LinkPreviewModel: ObservableObject {
    @Published private(set) var title: String?
    let address: String

    init(address: String) {
        self.address = address
    }
}

struct LinkPreview: View {
    var compact = false
    var lineLimit = 2
    var caption = "Link"
    @ObservedObject var model: LinkPreviewModel

    var body: some View {
        VStack {
            Text(model.title ?? model.address)
                .lineLimit(compact ? 1 : lineLimit)
            Text(caption)
        }
    }
}
