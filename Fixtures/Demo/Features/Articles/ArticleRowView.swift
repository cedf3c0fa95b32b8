import SwiftUI

/// Compact row used by the main article list.
struct ArticleSummaryRow: View {
    let article: Article
    var isBookmarked = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Text(article.title)
                    .font(.headline)
                    .lineLimit(2)
                Spacer()
                if isBookmarked {
                    Image(systemName: "bookmark.fill")
                        .foregroundStyle(.orange)
                        .accessibilityLabel("Bookmarked")
                }
            }
            Text(article.summary)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(3)
            HStack(spacing: 8) {
                Text(article.author.name)
                Text("·")
                Text("\(article.readingMinutes) min read")
                if article.isLongRead {
                    Text("Long read")
                        .font(.caption2.weight(.semibold))
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(Capsule().fill(Color.blue.opacity(0.15)))
                }
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
    }
}

/// Card with a thumbnail, used by the reading list.
struct ArticleRowView: View {
    let article: Article
    @StateObject private var thumbnail = ThumbnailLoader()

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            ZStack {
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.gray.opacity(0.2))
                if thumbnail.didFail {
                    Image(systemName: "photo")
                        .foregroundStyle(.secondary)
                } else if thumbnail.imageData == nil {
                    ProgressView()
                } else {
                    Image(systemName: "photo.fill")
                        .resizable()
                        .scaledToFill()
                }
            }
            .frame(width: 72, height: 72)
            .clipShape(RoundedRectangle(cornerRadius: 8))

            VStack(alignment: .leading, spacing: 4) {
                Text(article.title)
                    .font(.headline)
                    .lineLimit(2)
                Text(article.author.name)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text("\(article.readingMinutes) min")
                    .font(.caption)
                    .foregroundStyle(.tertiary)
            }
            Spacer(minLength: 0)
        }
        .padding(12)
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
        .task { await thumbnail.load(article.thumbnailURL) }
    }
}
