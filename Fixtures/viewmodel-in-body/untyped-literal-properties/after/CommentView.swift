import SwiftUI

struct CommentView: View {
    let text: String
    let links: [String]

    var body: some View {
        VStack {
            Text(text)
            if let first = links.first {
                LinkPreview(compact: true, lineLimit: 3, address: first)
            }
        }
    }
}
