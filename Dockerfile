# wirelint in a container:
#
#   docker build -t wirelint .
#   docker run --rm -v "$PWD:/src" -w /src wirelint lint --strict
#
# The first stage builds the release executable with the Swift runtime and Foundation linked in
# (--static-swift-stdlib, as the release zips are); the image keeps only that executable, on a
# base that holds nothing but the C and C++ runtime libraries it still links (glibc 2.36, newer
# than the builder's 2.35).
FROM swift:6.3-jammy AS build
WORKDIR /wirelint
COPY . .
RUN swift build -c release --product wirelint --static-swift-stdlib \
    && install -D "$(swift build -c release --product wirelint --static-swift-stdlib --show-bin-path)/wirelint" /out/wirelint

FROM gcr.io/distroless/cc-debian12
COPY --from=build /out/wirelint /usr/local/bin/wirelint
ENTRYPOINT ["/usr/local/bin/wirelint"]
CMD ["lint"]
